import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ProfilePostLink, ProfilePosts, profilePostsStatuses } from './ProfilePosts';

const posts: ProfilePostLink[] = [
  {
    id: 12,
    title: 'Mapas conceptuales para repasar antes del examen',
    href: '/blog/12',
    date: { label: '10 feb 2025', dateTime: '2025-02-10T16:00:00.000Z' },
  },
  {
    id: 9,
    title: 'Cómo organizar una semana de estudio sin agotarse: horarios, pausas y repasos espaciados',
    href: '/blog/9',
    date: { label: '28 ene 2025', dateTime: '2025-01-28T09:30:00.000Z' },
  },
  { id: 4, title: '', href: '/blog/4' },
];

const ERROR = 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.';

const meta = {
  title: 'Fragments/ProfilePosts',
  component: ProfilePosts,
  args: { status: 'ready', posts, errorMessage: ERROR, onRetry: fn(), retrying: false },
  argTypes: { status: { control: 'inline-radio', options: profilePostsStatuses } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ProfilePosts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// One story per state: several 'Mis publicaciones' regions on one page would be ambiguous landmarks.
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { posts: [] } };
export const Failure: Story = { args: { status: 'error' } };
export const Retrying: Story = { args: { status: 'error', retrying: true } };

export const NarrowScreen: Story = { decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>] };

export const EachPostLinksToItsPage: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/12', '/blog/9', '/blog/4']);
    await expect(links[2]).toHaveTextContent('Publicación sin título');
    await expect(canvas.getByText('10 feb 2025')).toHaveAttribute('dateTime', '2025-02-10T16:00:00.000Z');
  },
};

export const FailureOffersARetry: Story = {
  tags: ['!autodocs', '!dev'],
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EmptyListSaysWhatWillAppear: Story = {
  tags: ['!autodocs', '!dev'],
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Todavía no tienes publicaciones' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
