export const newsCarouselMessages = {
  label: 'Últimas noticias',
  /** Said by screen readers instead of 'region' and 'group' (WAI-ARIA APG carousel). */
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabel: (position: number, total: number) => `${position} de ${total}`,
  pause: 'Pausar carrusel',
  resume: 'Reanudar carrusel',
  previous: 'Noticia anterior',
  next: 'Noticia siguiente',
  goTo: (position: number) => `Ir a la noticia ${position}`,
};
