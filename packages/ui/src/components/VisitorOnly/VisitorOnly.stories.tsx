import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Callout } from '../Callout/Callout';
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE } from './signed-in-mark';
import { VisitorOnly } from './VisitorOnly';

const meta = {
  title: 'Fragments/VisitorOnly',
  component: VisitorOnly,
  args: {
    children: (
      <Callout
        tone="surface"
        title="Únete a la comunidad"
        text="Crea tu cuenta para comentar y guardar tus artículos."
      />
    ),
  },
} satisfies Meta<typeof VisitorOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the invitation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Únete a la comunidad')).toBeVisible();
  },
};

/** With the signed-in mark on <html>, the invitation is hidden by CSS alone, before any script runs. */
export const HiddenWhenSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    root.setAttribute(SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE);
    try {
      await waitFor(() => expect(within(canvasElement).getByText('Únete a la comunidad')).not.toBeVisible());
    } finally {
      root.removeAttribute(SIGNED_IN_ATTRIBUTE);
    }
    await expect(within(canvasElement).getByText('Únete a la comunidad')).toBeVisible();
  },
};
