import type { Brand } from './BrandProvider';

/** A neutral brand for stories and tests, with an example app's routes; apps pass their own. */
export const exampleBrand: Brand = {
  name: 'Aula Abierta',
  logoSrc:
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" rx="14" fill="%230b4444"/%3E%3Cpath d="M16 46V18h16a10 10 0 0 1 0 20h-8v8z" fill="%23d2b99a"/%3E%3C/svg%3E',
  description: 'Recursos y comunidad para aprender y enseñar mejor.',
  footerColumns: [
    {
      title: 'Descubre Más',
      links: [
        { label: 'Inicio', href: '/' },
        { label: 'Acerca de', href: '/acerca' },
      ],
    },
    { title: 'Categorías', links: [{ label: 'Noticias', href: '/temas/1' }] },
  ],
  legalLinks: [
    { label: 'Términos', href: '/terminos' },
    { label: 'Privacidad', href: '/privacidad' },
    { label: 'Cookies', href: '/cookies' },
  ],
  socialLinks: [{ label: 'Código fuente', href: 'https://example.org/codigo', network: 'code' }],
};
