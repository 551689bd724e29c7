import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
        <TextField label="Categoria" defaultValue="Técnicas de Estudio" />
        <p style={{ margin: 0 }}>Fecha de publicación</p>
      </SidebarBox>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof PostEditorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** From the title, Tab reaches the sidebar's fields before the buttons. */
const tabsThroughSidebarFirst = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  canvas.getByRole('textbox', { name: 'Titulo del post' }).focus();
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: 'Categoria' })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Publicar' })).toHaveFocus();
};

export const SidebarBeforeTheButtons: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => tabsThroughSidebarFirst(canvasElement),
};

/** A 768 px tablet: the sidebar goes under the writing column, and the buttons under the sidebar. */
export const TabletWidth: Story = {
  decorators: [(Story) => <div style={{ width: 768 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Detalles de la publicación' });
    const publish = canvas.getByRole('button', { name: 'Publicar' });
    const title = canvas.getByRole('textbox', { name: 'Titulo del post' });
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      sidebar.getBoundingClientRect().top,
    );
    await expect(sidebar.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      publish.getBoundingClientRect().top,
    );
    await tabsThroughSidebarFirst(canvasElement);
  },
};

/** Room for both columns: the buttons right under the writing, the sidebar beside them. */
export const WideScreen: Story = {
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas
      .getByRole('complementary', { name: 'Detalles de la publicación' })
      .getBoundingClientRect();
    const publish = canvas.getByRole('button', { name: 'Publicar' }).getBoundingClientRect();
    const content = canvas.getByText('Contenido').getBoundingClientRect();
    await expect(publish.right).toBeLessThanOrEqual(sidebar.left);
    await expect(publish.top - content.bottom).toBeLessThanOrEqual(24);
    await tabsThroughSidebarFirst(canvasElement);
  },
};

export const SidebarIsAComplementaryRegion: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Detalles de la publicación' });
    await expect(within(sidebar).getByText('Detalles')).toBeVisible();
  },
};
