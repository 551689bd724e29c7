import type { Brand } from '@pupitre/ui';
import { paths } from '../paths';
import footerBanner from './footer-banner.svg';
import logo from './logo.svg';

export const PRODUCT_NAME = 'Pupitre';

/** Pupitre's brand for the design system's chrome (reading-area §2, Footer). */
export const pupitreBrand: Brand = {
  name: PRODUCT_NAME,
  homeHref: paths.root(),
  logoSrc: logo,
  description:
    'Artículos, técnicas y comunidad para docentes y estudiantes que quieren aprender y enseñar mejor cada día.',
  footerColumns: [
    {
      title: 'Descubre Más',
      links: [
        { label: 'Inicio', href: paths.root() },
        { label: 'Acerca de', href: paths.about() },
        { label: 'Contacto', href: paths.contact() },
        { label: 'Preguntas frecuentes', href: paths.contact() },
      ],
    },
    {
      title: 'Categorías',
      links: [
        { label: 'Noticias', href: paths.category(1) },
        { label: 'Técnicas de Estudio', href: paths.category(2) },
        { label: 'Desarrollo Profesional', href: paths.category(6) },
        { label: 'Todas las categorías', href: paths.categories() },
      ],
    },
  ],
  legalLinks: [
    { label: 'Términos', href: paths.terms() },
    { label: 'Privacidad', href: paths.privacy() },
    { label: 'Cookies', href: paths.cookies() },
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
