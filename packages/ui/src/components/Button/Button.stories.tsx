import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Publicar', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const labels = { primary: 'Publicar', secondary: 'Guardar borrador', ghost: 'Cancelar', danger: 'Eliminar' };

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {labels[variant]}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            {labels[variant]}
          </Button>
          <Button {...args} variant={variant} loading loadingLabel="Guardando...">
            {labels[variant]}
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };

export const Loading: Story = { args: { loading: true, loadingLabel: 'Publicando...' } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Crear cuenta' } };

export const LongSpanishText: Story = {
  args: { children: 'Explorar todas las publicaciones de Desarrollo Profesional Docente' },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="#blog">Explora el blog</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Explora el blog' })).toBeVisible();
  },
};

export const ClickCallsOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publicar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivates: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Publicar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Publicar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingIsBusyAndIgnoresClicks: Story = {
  args: { loading: true, loadingLabel: 'Publicando...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Publicando...');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
