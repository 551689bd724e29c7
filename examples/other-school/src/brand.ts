import type { Brand } from '@pupitre/ui';

export const brand: Brand = {
  name: 'Escuela Normal Aguaribay',
  logoSrc: '/logo.svg',
  description: 'Nivel inicial, primario y profesorado en Mendoza desde 1912. Escuela pública y gratuita.',
  footerColumns: [
    {
      title: 'La escuela',
      links: [
        { label: 'Inicio', href: '/' },
        { label: 'Institucional', href: '/institucional' },
      ],
    },
    {
      title: 'Novedades',
      links: [
        { label: 'Inscripciones 2026', href: '/novedades/1' },
        { label: 'Acto del 25 de Mayo', href: '/novedades/2' },
      ],
    },
  ],
  legalLinks: [{ label: 'Datos personales', href: '/institucional#datos' }],
  socialLinks: [
    {
      label: 'Novedades en Mastodon',
      href: 'https://mastodon.aguaribay.example/@escuela',
      network: 'microblog',
    },
  ],
};
