import type { MessagesOverride } from '@pupitre/ui';

/** The components' copy in our Spanish (voseo); everything left out keeps Pupitre's default. */
export const messages: MessagesOverride = {
  productName: 'Escuela Normal Aguaribay',
  header: {
    navLabel: 'Secciones de la escuela',
    openMenu: 'Abrí el menú',
    closeMenu: 'Cerrá el menú',
    profileMenu: 'Tu cuenta',
  },
  footer: {
    socialLabel: 'Seguinos',
    newTabNote: 'Se abre en otra pestaña',
    copyright: (year, name) => `© ${year} ${name} · Mendoza, Argentina`,
    legalLabel: 'Información legal',
  },
  dialog: { close: 'Cerrá la ventana' },
  toast: { label: 'Avisos', close: 'Cerrá el aviso' },
  postCard: { noImage: 'Sin foto', categories: 'Temas', uncategorised: 'Sin tema' },
  spinner: { label: 'Cargando…' },
  themeToggle: { toLight: 'Pasá al tema claro', toDark: 'Pasá al tema oscuro' },
};
