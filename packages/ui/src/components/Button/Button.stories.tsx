import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  parameters: {
    docs: guidance({
      resumen: 'Botón de acción: publicar, guardar, cancelar, eliminar.',
      usar: [
        'Para ejecutar una acción en la página. Un solo botón `solid` `primary` por vista marca la',
        'acción principal; `outline` `neutral` para cancelar y `danger` solo para acciones',
        'destructivas.',
      ],
      evitar: [
        'Para ir a otra página: eso es un enlace (`TextLink`; si debe verse como botón, `asChild` con',
        'un enlace dentro). Para una acción con solo un icono, usa `IconButton`.',
      ],
      accesibilidad: [
        'Es un `<button>` nativo (tipo `button` por defecto): se activa con Enter y Espacio y su nombre',
        'es el texto visible, así que escríbelo como verbo concreto. Con `loading` anuncia `aria-busy`,',
        'ignora los clics, muestra `loadingLabel` y mantiene su ancho. El tono no basta para comunicar',
        'peligro: dilo también en el texto.',
      ],
    }),
  },
  args: { children: 'Publicar', variant: 'solid', tone: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// The pairs the product uses, each at every size, disabled and loading.
const uses = [
  { variant: 'solid', tone: 'primary', label: 'Publicar' },
  { variant: 'solid', tone: 'secondary', label: 'Guardar borrador' },
  { variant: 'outline', tone: 'neutral', label: 'Cancelar' },
  { variant: 'solid', tone: 'danger', label: 'Eliminar' },
] as const;

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {uses.map(({ variant, tone, label }) => (
        <div key={label} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} tone={tone} size={size}>
              {label}
            </Button>
          ))}
          <Button {...args} variant={variant} tone={tone} disabled>
            {label}
          </Button>
          <Button {...args} variant={variant} tone={tone} loading loadingLabel="Guardando...">
            {label}
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** Every variant in every tone. */
export const VariantsByTone: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} · ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

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
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publicar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivates: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Publicar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const DisabledIgnoresClicks: Story = {
  tags: ['!autodocs', '!dev'],
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Publicar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingIsBusyAndIgnoresClicks: Story = {
  tags: ['!autodocs', '!dev'],
  args: { loading: true, loadingLabel: 'Publicando...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Publicando...');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
