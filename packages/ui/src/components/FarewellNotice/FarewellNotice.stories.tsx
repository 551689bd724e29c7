import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FarewellNotice } from './FarewellNotice';

const MESSAGE = 'Tu cuenta ha sido eliminada exitosamente. Serás redirigido a la página de inicio de sesión.';

const meta = {
  title: 'Fragments/FarewellNotice',
  component: FarewellNotice,
  args: { shown: true, message: MESSAGE },
  // The overlay is fixed to the viewport: the frame gives it a box of its own to cover.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: 360, height: 320, transform: 'translateZ(0)' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof FarewellNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function DeleteThenFarewell() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <div inert={shown}>
        <Button tone="danger" onClick={() => setShown(true)}>
          Sí, eliminar mi cuenta
        </Button>
      </div>
      <FarewellNotice shown={shown} message={MESSAGE} />
    </>
  );
}

export const AnnouncedInARegionThatWasAlreadyThere: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <DeleteThenFarewell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent(MESSAGE);
    // Focus leaves the page underneath, which is no longer reachable.
    await expect(within(status).getByText(MESSAGE).parentElement).toHaveFocus();
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
