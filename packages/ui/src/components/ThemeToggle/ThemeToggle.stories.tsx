import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { ThemeToggle } from './ThemeToggle';
import { withThemeProvider } from './theme-story-decorator';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  parameters: {
    docs: guidance({
      resumen: 'Botón que cambia entre el tema claro y el oscuro; necesita un `ThemeProvider`.',
      usar: 'En la cabecera del sitio (el `Header` ya lo incluye).',
      evitar: [
        'Para ofrecer más opciones que claro y oscuro (como seguir al sistema): eso requiere un',
        'selector.',
      ],
      accesibilidad: [
        'Su nombre dice lo que hará al pulsarlo («Activar tema oscuro» / «Activar tema claro») y cambia',
        'con el tema, en lugar de usar un estado pulsado. Es un `IconButton`: Enter y Espacio lo',
        'activan y el foco se queda en él.',
      ],
    }),
  },
  decorators: [withThemeProvider],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Asserts the light theme's labels; the dark story run leaves it out.
  tags: ['light-only'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Activar tema oscuro' })).toBeVisible();
  },
};

/** With the toolbar on Oscuro, the toggle offers the light theme. */
export const OffersLightInDarkTheme: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Activar tema claro' })).toBeVisible();
  },
};

export const SwitchesWithPointerAndKeyboard: Story = {
  tags: ['!autodocs', '!dev', 'light-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar tema oscuro' }));
    const toLight = canvas.getByRole('button', { name: 'Activar tema claro' });

    toLight.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Activar tema oscuro' })).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Activar tema claro' })).toHaveFocus();
  },
};
