import type { PostView } from '@pupitre/ui';

export const news: PostView[] = [
  {
    id: 1,
    title: 'Inscripciones 2026: turnos y requisitos',
    summary:
      'Del 2 al 27 de febrero, de 8 a 12, en la secretaría. Traé el DNI del estudiante y la libreta de salud.',
    imageSrc: '/novedades/inscripciones.svg',
    date: '2 de febrero de 2026',
    dateTime: '2026-02-02',
    author: 'Secretaría',
    categories: [{ id: 'institucional', name: 'Institucional' }],
    href: '/novedades/1',
  },
  {
    id: 2,
    title: 'Acto del 25 de Mayo',
    summary:
      'Los chicos de cuarto grado preparan el acto en el patio. Familias invitadas, con chocolate caliente.',
    imageSrc: '/novedades/acto.svg',
    date: '18 de mayo de 2026',
    dateTime: '2026-05-18',
    author: 'Equipo directivo',
    categories: [{ id: 'efemerides', name: 'Efemérides' }],
    href: '/novedades/2',
  },
  {
    id: 3,
    title: 'La biblioteca abre los sábados',
    summary:
      'Durante el ciclo lectivo, la biblioteca Juana Manso abre los sábados de 9 a 13 para toda la comunidad.',
    date: '6 de marzo de 2026',
    dateTime: '2026-03-06',
    categories: [],
    href: '/novedades/3',
  },
];
