import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PersonIcon } from '../../icons/PersonIcon';
import { IconButton } from '../IconButton/IconButton';
import { guidance } from '../story-guidance';
import { DropdownMenu } from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu.Root,
  parameters: {
    docs: guidance({
      resumen: [
        'Menú desplegable de acciones y enlaces bajo un botón, como el menú de perfil: `Root`,',
        '`Trigger`, `Content`, `Item`, `LinkItem`, `Separator`, `Label`.',
      ],
      usar: 'Para agrupar acciones secundarias o enlaces de cuenta que no caben a la vista.',
      evitar: [
        'Para la navegación principal del sitio (va en el `Header`) ni para elegir un valor de',
        'formulario (usa `Select`).',
      ],
      accesibilidad: [
        'El disparador anuncia que abre un menú; Enter, Espacio o flecha abajo lo abren, las flechas',
        'recorren las opciones y la escritura salta a la que empieza por esa letra. Escape o Tab lo',
        'cierran y el foco vuelve al disparador. No es modal: el resto de la página sigue disponible',
        'para los lectores de pantalla. Usa `tone="danger"` y un texto claro para la opción',
        'destructiva.',
      ],
    }),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu.Root {...args}>
        <DropdownMenu.Trigger asChild>
          <IconButton label="Menú de perfil" icon={<PersonIcon size="inherit" />} variant="outline" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>Ana Pérez · Usuario</DropdownMenu.Label>
          <DropdownMenu.LinkItem href="/profile">Mi Perfil</DropdownMenu.LinkItem>
          <DropdownMenu.Separator />
          <DropdownMenu.Item tone="danger" onSelect={onLogout}>
            Cerrar Sesión
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

export const KeyboardSelectsAnItem: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menú de perfil' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};
