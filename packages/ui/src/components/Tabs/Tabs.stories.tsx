import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  parameters: {
    docs: guidance({
      resumen: [
        'Pestañas que alternan entre vistas del mismo contenido: `Tabs.Root`, `List`, `Trigger` y',
        '`Content`.',
      ],
      usar: [
        'Para dos o más vistas hermanas de una misma cosa (código y vista previa) que no hace falta ver',
        'a la vez.',
      ],
      evitar: 'Para navegar entre páginas (usa enlaces) ni para pasos que deben seguirse en orden.',
      accesibilidad: [
        'Da a `Tabs.List` un nombre (`aria-label`). Tab entra en la pestaña activa y pasa a su panel;',
        'las flechas cambian de pestaña, e Inicio y Fin van a la primera y la última. Cada pestaña',
        'anuncia si está seleccionada y qué panel controla.',
      ],
    }),
  },
  args: { defaultValue: 'codigo' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Modo HTML">
        <Tabs.Trigger value="codigo">Código</Tabs.Trigger>
        <Tabs.Trigger value="vista">Vista previa</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="codigo">El código HTML de la publicación.</Tabs.Content>
      <Tabs.Content value="vista">Así se verá la publicación.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArrowKeysSwitchTabs: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Código' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Así se verá la publicación.');
  },
};
