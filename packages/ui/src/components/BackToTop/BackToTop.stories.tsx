import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Primitives/BackToTop',
  component: BackToTop,
  render: (args) => (
    <div style={{ height: 2400 }}>
      <p>Desplázate hacia abajo: el botón aparece después de 300 px.</p>
      <BackToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenAtTheTop: Story = {
  play: async () => {
    window.scrollTo(0, 0);
    await expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  },
};

export const AppearsAfter300pxAndScrollsUp: Story = {
  play: async () => {
    window.scrollTo(0, 600);
    const button = await screen.findByRole('button', { name: 'Volver arriba' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull());
  },
};
