import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon } from '../../icons/ChatIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { guidance } from '../story-guidance';
import { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  parameters: {
    docs: guidance({
      resumen: 'Botón con solo un icono: cerrar, menú, mostrar la contraseña.',
      usar: 'Para acciones muy conocidas en espacios pequeños, donde el icono se entiende sin texto.',
      evitar: [
        'Para la acción principal de una pantalla o si el icono admite dudas: usa `Button` con texto.',
      ],
      accesibilidad: [
        '`label` es obligatorio: es el nombre que oye el lector de pantalla y el título que aparece al',
        'pasar el puntero. Escríbelo como la acción («Cerrar notificación»). Es un `<button>` nativo:',
        'Enter y Espacio lo activan. `sm` (32 px) es para barras densas; donde se toca con el dedo, usa',
        '`md` (44 px) o `lg`.',
      ],
    }),
  },
  args: { label: 'Cerrar', icon: <CloseIcon size="inherit" />, onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// The pairs the product uses: bare in a toolbar, outlined for the profile menu, solid for the assistant.
const uses = [
  { variant: 'ghost', tone: 'neutral' },
  { variant: 'outline', tone: 'neutral' },
  { variant: 'solid', tone: 'primary' },
] as const;

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {uses.map(({ variant, tone }) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              {...args}
              variant={variant}
              tone={tone}
              size={size}
              label={`Abrir asistente (${variant}, ${size})`}
              icon={<ChatIcon size="inherit" />}
            />
          ))}
          <IconButton {...args} variant={variant} tone={tone} disabled label={`Desactivado (${variant})`} />
        </div>
      ))}
    </div>
  ),
};

/** Every variant in every tone. */
export const VariantsByTone: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonTones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              variant={variant}
              tone={tone}
              label={`Abrir asistente (${variant}, ${tone})`}
              icon={<ChatIcon size="inherit" />}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const HasASpanishNameAndClicks: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cerrar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
