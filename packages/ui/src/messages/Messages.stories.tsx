import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { CommentForm } from '../components/Comments/CommentForm';
import { CommentList } from '../components/Comments/CommentList';
import type { CommentView } from '../components/Comments/comment-view';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { Pagination } from '../components/Pagination/Pagination';
import { demoPost } from '../components/PostCard/demo-posts';
import { PostCard } from '../components/PostCard/PostCard';
import { guidance } from '../components/story-guidance';
import { withThemeProvider } from '../components/ThemeToggle/theme-story-decorator';
import { ToastProvider, useToast } from '../components/Toast/ToastProvider';
import { BrandProvider } from '../providers/BrandProvider';
import { exampleBrand } from '../providers/example-brand';
import { esArMessages } from './es-ar-example';
import { MessagesProvider } from './MessagesProvider';

const comments: CommentView[] = [
  { id: 1, authorName: 'Lucía Gómez', date: '3 de marzo de 2025', content: '¡Muy útil!', own: false },
  {
    id: 2,
    authorName: 'Martín Ruiz',
    date: '4 de marzo de 2025',
    content: 'Gracias por la nota.',
    own: false,
  },
];
const noop = async () => {};

/** A few components that carry copy: the header's menu button, a card without cover, comments, pages. */
function Showcase() {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 375 }}>
      {/* The header is fixed: a transformed box keeps it (narrow, with its menu button) in this frame. */}
      <div style={{ transform: 'translateZ(0)', minHeight: 72 }}>
        <Header
          user={null}
          currentPath="/"
          navItems={[{ label: 'Inicio', href: '/' }]}
          profileLinks={{ account: [], visitor: [], signIn: [] }}
          onLogout={fn()}
        />
      </div>
      <main style={{ display: 'grid', gap: 24 }}>
        <PostCard post={{ ...demoPost, imageSrc: null, imageSources: undefined }} />
        <CommentList
          status="ready"
          comments={comments}
          sort="reciente"
          onSortChange={fn()}
          maxLength={500}
          onSave={noop}
          onDelete={noop}
        />
        <CommentForm
          loggedIn={false}
          onSubmit={noop}
          maxLength={500}
          loginHref="#login"
          registerHref="#registro"
        />
        <Pagination page={2} totalPages={5} onPageChange={fn()} />
      </main>
      <Footer year={2025} />
    </div>
  );
}

/** Shows one toast at once, kept open, so its close button can be read. */
function ToastOnMount() {
  const toast = useToast();
  useEffect(() => toast({ title: 'Comentario publicado', tone: 'success', duration: 60_000 }), [toast]);
  return null;
}

/**
 * `parameters.esAr` puts the stories under the es-AR example dictionary; without it they keep the
 * Spanish defaults. A flag, not the dictionary itself: Storybook deep-merges parameters.
 */
const withMessages: Decorator = (Story, { parameters }) => {
  const story = (
    <BrandProvider brand={exampleBrand}>
      <Story />
    </BrandProvider>
  );
  return parameters.esAr ? <MessagesProvider messages={esArMessages}>{story}</MessagesProvider> : story;
};

const meta = {
  title: 'Foundations/Messages',
  component: MessagesProvider,
  parameters: {
    docs: guidance({
      resumen: [
        '`MessagesProvider` cambia los textos de los componentes (otra variante del español u otro',
        'idioma) sin copiarlos.',
      ],
      usar: [
        'En la raíz de la app de otra escuela, con solo las cadenas que cambian; el resto conserva el',
        'español por defecto.',
      ],
      evitar: [
        'Para cambiar un texto en un solo lugar: casi todos los componentes aceptan ese texto como',
        'prop.',
      ],
      accesibilidad: [
        'El diccionario incluye también los nombres que solo oyen los lectores de pantalla («Cerrar',
        'notificación», «Página siguiente»): tradúcelos con el mismo cuidado que el texto visible y',
        'declara el idioma de la página en `<html lang>`.',
      ],
    }),
  },
  args: { messages: {}, children: null },
  decorators: [withThemeProvider, withMessages],
  render: () => <Showcase />,
} satisfies Meta<typeof MessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider the components speak Pupitre's Spanish. */
export const DefaultSpanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(canvas.getByText('Sin imagen')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Comentarios (2)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeVisible();
  },
};

/** The same components under the es-AR example dictionary (voseo), which the school passes once. */
export const RioplatenseSpanish: Story = {
  // Asserts the light theme's labels; the dark story run leaves it out.
  tags: ['light-only'],
  parameters: { esAr: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrí el menú' })).toBeVisible();
    await expect(canvas.getByText('Nota sin foto')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2 comentarios' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciá sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Andá a la página siguiente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pasá al tema oscuro' })).toBeVisible();
    // Keys the override leaves out keep the default Spanish.
    await expect(canvas.getByRole('combobox', { name: 'Ordenar comentarios' })).toBeVisible();
    await expect(canvas.getByText(/Todos los derechos reservados\.$/)).toBeVisible();
  },
};

/** A toast's close button says it in voseo too (a portal: covered by this test, not by a picture). */
export const RioplatenseToast: Story = {
  parameters: { esAr: true },
  render: () => (
    <ToastProvider>
      <ToastOnMount />
    </ToastProvider>
  ),
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cerrá la notificación' })).toBeVisible();
  },
};
