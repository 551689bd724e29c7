import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SidebarBox } from '../SidebarBox/SidebarBox';
import { TextField } from '../TextField/TextField';
import { PostEditorLayout } from './PostEditorLayout';

const meta = {
  title: 'Fragments/Editor/PostEditorLayout',
  component: PostEditorLayout,
  args: {
    children: (
      <>
        <TextField label="Titulo del post" defaultValue="Aprender con pausas" />
        <div style={{ height: 200, border: '1px dashed currentColor' }}>Contenido</div>
      </>
    ),
    actions: (
      <>
        <Button>Publicar</Button>
        <Button variant="outline" tone="neutral">
          Guardar borrador
        </Button>
      </>
    ),
    sidebar: (
      <SidebarBox title="Detalles">
        <p style={{ margin: 0 }}>Categoría y fecha de publicación</p>
      </SidebarBox>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof PostEditorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultDark: Story = { globals: { theme: 'dark' } };

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

export const SidebarIsAComplementaryRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Detalles de la publicación' });
    await expect(within(sidebar).getByText('Detalles')).toBeVisible();
  },
};
