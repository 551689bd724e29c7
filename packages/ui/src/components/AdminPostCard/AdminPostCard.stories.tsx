import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BrandProvider } from '../../providers/BrandProvider';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { exampleBrand } from '../../providers/example-brand';
import { BROKEN_IMAGE_SRC, demoPost, longTextPost } from '../PostCard/demo-posts';
import { postStatuses } from '../StatusBadge/StatusBadge';
import { AdminPostCard } from './AdminPostCard';

const meta = {
  title: 'Fragments/Admin/AdminPostCard',
  component: AdminPostCard,
  args: {
    post: demoPost,
    status: 'publicado',
    viewHref: `/blog/${demoPost.id}`,
    editHref: `/admin/post/edit/${demoPost.id}`,
    onDelete: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: postStatuses },
  },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <AdminPostCard {...args} />
    </div>
  ),
  decorators: [
    withCategoryTones,
    (Story) => (
      <BrandProvider brand={exampleBrand}>
        <Story />
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof AdminPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Published and draft, without a cover (the logo), and a long title and summary. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 280px)', gap: 16 }}>
      <AdminPostCard {...args} />
      <AdminPostCard {...args} status="borrador" post={{ ...demoPost, imageSrc: '' }} />
      <AdminPostCard {...args} status="borrador" post={longTextPost} />
    </div>
  ),
};

export const ActionsNameThePost: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Straight on the admin page, under its h1: an h2.
    await expect(canvas.getByRole('heading', { level: 2, name: demoPost.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Ver «${demoPost.title}»` })).toHaveAttribute(
      'href',
      '/blog/1',
    );
    await expect(canvas.getByRole('link', { name: `Editar «${demoPost.title}»` })).toHaveAttribute(
      'href',
      '/admin/post/edit/1',
    );
    await expect(canvas.getByText('Publicado')).toBeVisible();
  },
};

export const DeleteCallsBack: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Eliminar «${demoPost.title}»` }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const DraftShowsBadge: Story = {
  tags: ['!autodocs', '!dev'],
  args: { status: 'borrador' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Borrador')).toBeVisible();
  },
};

export const NoCoverShowsLogo: Story = {
  tags: ['!autodocs', '!dev'],
  args: { post: { ...demoPost, imageSrc: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', exampleBrand.logoSrc);
    await expect(within(canvasElement).queryByText('Error al cargar imagen')).toBeNull();
  },
};

// Named "Shows…" so the screenshot test skips it: the swap waits on the browser's decode error.
export const BrokenCoverShowsMessage: Story = {
  tags: ['!autodocs', '!dev'],
  args: { post: { ...demoPost, imageSrc: BROKEN_IMAGE_SRC } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Error al cargar imagen')).toBeVisible());
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', exampleBrand.logoSrc);
  },
};

/** A 320 px screen leaves 288 px: the actions wrap and nothing sticks out. */
export const FitsOnAPhone: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { post: longTextPost },
  render: (args) => (
    <div style={{ width: 288 }} data-testid="phone">
      <AdminPostCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

/** The app's line about the post's newsletter, under the date. */
export const ShowsADeliveryNote: Story = {
  tags: ['!autodocs', '!dev'],
  args: { note: 'Newsletter: 118 de 120 enviados, 2 fallidos' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Newsletter: 118 de 120 enviados, 2 fallidos'),
    ).toBeVisible();
  },
};
