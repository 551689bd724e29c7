import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PersonIcon } from '../../icons/PersonIcon';
import { IconButton } from '../IconButton/IconButton';
import { DropdownMenu } from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu.Root,
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
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const KeyboardSelectsAnItem: Story = {
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
