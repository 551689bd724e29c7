import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowLeftIcon } from '../../icons';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { PostHeader } from './PostHeader';

// A self-contained cover (no network): a desk in teal and sand.
const COVER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"%3E%3Crect width="1200" height="675" fill="%230e5a59"/%3E%3Crect x="240" y="300" width="720" height="220" rx="24" fill="%23d2b99a"/%3E%3Ccircle cx="960" cy="160" r="110" fill="%235cc3b8"/%3E%3C/svg%3E';

const meta = {
  title: 'Components/PostHeader',
  component: PostHeader,
  parameters: {
    docs: guidance({
      resumen: 'La parte superior de un post: título, autor, fecha y portada.',
      usar: 'Dentro de `PostArticle`, con `back` para volver al listado.',
      evitar: 'En páginas que no son un post (usa `Hero` o `PageHeader`).',
      accesibilidad: [
        'El título es el h1 de la página. La portada es decorativa (el título ya dice de qué trata) y',
        'la fecha lleva su versión legible por máquinas (`dateTime`). El separador «·» no se lee.',
      ],
    }),
  },
  args: {
    title: 'La técnica Pomodoro, bien aplicada',
    author: 'Lucía Fernández',
    date: '12 de marzo de 2025',
    dateTime: '2025-03-12T10:00:00Z',
    coverSrc: COVER,
    back: (
      <Button asChild variant="outline" tone="neutral" size="sm">
        <Link href="/blog">
          <ArrowLeftIcon size="inherit" /> Volver al blog
        </Link>
      </Button>
    ),
  },
  argTypes: { back: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'La técnica Pomodoro, bien aplicada',
    );
    await expect(canvas.getByText('Por Lucía Fernández')).toBeVisible();
    await expect(canvas.getByText('12 de marzo de 2025')).toHaveAttribute('datetime', '2025-03-12T10:00:00Z');
  },
};

/** The cover is decorative: the title already says what the post is about. */
export const CoverIsDecorative: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The way back is a small button at the start of the header, never a bar across it. */
export const BackStaysCompact: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: 'Volver al blog' });
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(back.getBoundingClientRect().width).toBeLessThan(header.getBoundingClientRect().width / 2);
    await expect(back.getBoundingClientRect().left).toBe(header.getBoundingClientRect().left);
  },
};

export const WithoutCover: Story = { args: { coverSrc: null } };

export const LongTitleOnAPhone: Story = {
  args: {
    title: 'Estrategias de evaluación formativa para acompañar el aprendizaje en el aula multigrado',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

// The same desk drawn in sand, standing in for a scaled copy in a modern format.
// Spaces would split a srcset entry, so they are escaped.
const COVER_COPY = COVER.replace('%230e5a59', '%23d2b99a').replaceAll(' ', '%20');

/**
 * The API's smaller, modern-format copies go in a <picture>; the cover is the page's largest picture,
 * so it is fetched first and at once.
 */
export const ShowsTheBestCopyFirst: Story = {
  tags: ['!autodocs', '!dev'],
  args: { coverSources: [{ type: 'image/svg+xml', srcSet: `${COVER_COPY} 1200w` }] },
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 800px, 100vw');
    const image = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', '1200');
    await new Promise<void>((resolve) =>
      image.complete ? resolve() : image.addEventListener('load', () => resolve()),
    );
    await expect(image.currentSrc).toBe(COVER_COPY);
  },
};
