import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { exampleBrand } from '../../providers/example-brand';
import { AdminPostCard } from '../AdminPostCard/AdminPostCard';
import { Button } from '../Button/Button';
import { demoPost, longTextPost } from '../PostCard/demo-posts';
import { AdminPostGrid, adminPostGridStatuses } from './AdminPostGrid';

const cards = [
  <AdminPostCard key="1" post={demoPost} status="publicado" editHref="/admin/post/edit/1" onDelete={fn()} />,
  <AdminPostCard
    key="2"
    post={longTextPost}
    status="borrador"
    editHref="/admin/post/edit/2"
    onDelete={fn()}
  />,
  <AdminPostCard
    key="3"
    post={{ ...demoPost, id: 3, imageSrc: '' }}
    status="publicado"
    editHref="/admin/post/edit/3"
    onDelete={fn()}
  />,
];

const meta = {
  title: 'Fragments/Admin/AdminPostGrid',
  component: AdminPostGrid,
  args: { status: 'ready', children: cards, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: adminPostGridStatuses } },
  decorators: [
    withCategoryTones,
    (Story) => (
      <BrandProvider brand={exampleBrand}>
        <div style={{ maxWidth: 1000 }}>
          <Story />
        </div>
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof AdminPostGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = {
  args: { status: 'loading', skeletonCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando publicaciones...');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    status: 'empty',
    emptyAction: <Button>Crear Primera Publicacion</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay publicaciones disponibles en el sistema.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear Primera Publicacion' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OneListItemPerCard: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** At 320 px the cards stack in one column. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};
