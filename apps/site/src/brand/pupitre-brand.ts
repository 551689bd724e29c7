import type { Brand } from '@pupitre/ui';
import footerBanner from './footer-banner.svg';
import logo from './logo.svg';

export const PRODUCT_NAME = 'Pupitre';

/** Pupitre's brand for the design system's chrome (reading-area §2, Footer). */
export const pupitreBrand: Brand = {
  name: PRODUCT_NAME,
  logoSrc: logo,
  description:
    'Artículos, técnicas y comunidad para docentes y estudiantes que quieren aprender y enseñar mejor cada día.',
  footerColumns: [
    {
      title: 'Descubre Más',
      links: [
        { label: 'Inicio', href: '/' },
        { label: 'Acerca de', href: '/about' },
        { label: 'Contacto', href: '/contact' },
        { label: 'Preguntas frecuentes', href: '/contact' },
      ],
    },
    {
      title: 'Categorías',
      links: [
        { label: 'Noticias', href: '/categoria/1' },
        { label: 'Técnicas de Estudio', href: '/categoria/2' },
        { label: 'Desarrollo Profesional', href: '/categoria/6' },
        { label: 'Todas las categorías', href: '/categorias' },
      ],
    },
  ],
  legalLinks: [
    { label: 'Términos', href: '/terms' },
    { label: 'Privacidad', href: '/privacy' },
    { label: 'Cookies', href: '/cookies' },
  ],
  socialLinks: [
    { label: 'Pupitre en GitHub', href: 'https://github.com/pupitre-edu', network: 'code' },
    { label: 'Pupitre en X', href: 'https://x.com/pupitre_edu', network: 'microblog' },
    {
      label: 'Pupitre en LinkedIn',
      href: 'https://www.linkedin.com/company/pupitre-edu',
      network: 'professional',
    },
  ],
  footerBannerSrc: footerBanner,
};
