import { type ComponentType, lazy } from 'react';

export type Area = 'reading' | 'accounts' | 'admin' | 'legal';
export type Access = 'public' | 'visitor-only' | 'logged-in' | 'superuser';

export interface RouteDefinition {
  path: string;
  area: Area;
  access: Access;
  page: ComponentType;
}

const PlaceholderPage = lazy(() => import('./pages/placeholder/PlaceholderPage'));

/** A route whose screen is not built yet: it shows the Spanish placeholder with its title. */
function placeholder(title: string): ComponentType {
  const Page = () => <PlaceholderPage title={title} />;
  Page.displayName = `Placeholder(${title})`;
  return Page;
}

// Pages load per area so a reader never downloads account or admin code.
const BlogPage = lazy(() => import('./pages/reading/BlogPage'));
const PostPage = lazy(() => import('./pages/reading/PostPage'));

/** The whole route table of the spec (accounts-admin.md §2); `/` and unknown paths are handled by App. */
export const routes: RouteDefinition[] = [
  { path: '/home', area: 'reading', access: 'public', page: placeholder('Inicio') },
  { path: '/dashboard', area: 'reading', access: 'logged-in', page: placeholder('Inicio') },
  { path: '/blog', area: 'reading', access: 'public', page: BlogPage },
  { path: '/blog/:id', area: 'reading', access: 'public', page: PostPage },
  { path: '/categorias', area: 'reading', access: 'public', page: placeholder('Categorías') },
  { path: '/categoria/:id', area: 'reading', access: 'public', page: placeholder('Categoría') },
  { path: '/about', area: 'reading', access: 'logged-in', page: placeholder('Acerca de') },
  { path: '/contact', area: 'reading', access: 'logged-in', page: placeholder('Contacto') },
  { path: '/terms', area: 'legal', access: 'public', page: placeholder('Términos y condiciones') },
  { path: '/privacy', area: 'legal', access: 'public', page: placeholder('Política de privacidad') },
  { path: '/cookies', area: 'legal', access: 'public', page: placeholder('Política de cookies') },
  { path: '/login', area: 'accounts', access: 'visitor-only', page: placeholder('Iniciar Sesión') },
  { path: '/register', area: 'accounts', access: 'visitor-only', page: placeholder('Crear cuenta') },
  {
    path: '/forgot-password',
    area: 'accounts',
    access: 'visitor-only',
    page: placeholder('Recuperar contraseña'),
  },
  {
    path: '/reset-password',
    area: 'accounts',
    access: 'visitor-only',
    page: placeholder('Restablecer contraseña'),
  },
  {
    path: '/reset-password/:token',
    area: 'accounts',
    access: 'visitor-only',
    page: placeholder('Restablecer contraseña'),
  },
  { path: '/profile', area: 'accounts', access: 'logged-in', page: placeholder('Mi Perfil') },
  { path: '/admin/panel', area: 'admin', access: 'superuser', page: placeholder('Panel de Administracion') },
  { path: '/admin/post', area: 'admin', access: 'superuser', page: placeholder('Publicaciones') },
  { path: '/admin/post/new', area: 'admin', access: 'superuser', page: placeholder('Nueva Publicacion') },
  {
    path: '/admin/post/edit/:postId',
    area: 'admin',
    access: 'superuser',
    page: placeholder('Editar publicación'),
  },
  { path: '/admin/post/:postId', area: 'admin', access: 'superuser', page: placeholder('Publicación') },
];
