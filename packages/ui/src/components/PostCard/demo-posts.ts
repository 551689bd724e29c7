import { svgDataUri } from '../../assets/svg-data-uri';
import type { CategoryRef, PostView } from '../../content/post-view';
import { categoryColours } from '../../tokens/category-colours';
import { palette } from '../../tokens/palette';

// Fixed demo content for stories: invented Spanish posts with self-contained covers (no network).
// The links are an example app's routes: the fragments take whatever the app gives them.

const postHref = (id: number) => `/articulos/${id}`;
const topic = (id: number, name: string): CategoryRef => ({ id, name, href: `/temas/${id}` });

function demoCover(background: string, shape: string, accent: string): string {
  return svgDataUri(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
  <rect width="320" height="180" fill="${background}"/>
  <circle cx="250" cy="40" r="70" fill="${accent}" opacity="0.35"/>
  <rect x="40" y="50" width="120" height="90" rx="10" fill="${shape}"/>
  <rect x="60" y="72" width="80" height="8" rx="4" fill="${background}"/>
  <rect x="60" y="90" width="60" height="8" rx="4" fill="${background}"/>
  <path d="M190 150 L240 90 L290 150 Z" fill="${accent}"/>
</svg>`);
}

const covers = [
  demoCover(palette.teal700, palette.sand500, palette.teal300),
  demoCover(palette.sand200, palette.teal600, categoryColours[7]),
  demoCover(palette.teal50, categoryColours[6], categoryColours[2]),
  demoCover(palette.teal850, categoryColours[3], categoryColours[1]),
  demoCover(palette.mint25, categoryColours[5], palette.sand600),
  demoCover(palette.teal800, palette.teal200, categoryColours[4]),
];

/** Decodes as nothing, so the browser reports an error at once: drives the fallback stories. */
export const BROKEN_IMAGE_SRC = 'data:image/png;base64,AAAA';

const base = (id: number, title: string, summary: string, date: string, dateTime: string): PostView => ({
  id,
  title,
  summary,
  date,
  dateTime,
  href: postHref(id),
  imageSrc: covers[(id - 1) % covers.length],
  author: 'Lucía Herrera',
  categories: [topic(2, 'Técnicas de Estudio')],
});

export const demoPosts: PostView[] = [
  {
    ...base(
      1,
      'Cinco hábitos para estudiar mejor en semanas de exámenes',
      'Organizar el tiempo en bloques cortos, dormir lo suficiente y repasar en voz alta ayuda a recordar más con menos esfuerzo.',
      '3 de marzo de 2025',
      '2025-03-03T10:00:00-06:00',
    ),
  },
  {
    ...base(
      2,
      'Cómo usar mapas conceptuales en clase de ciencias',
      'Una guía práctica para que el alumnado relacione ideas y descubra por sí mismo las conexiones entre conceptos.',
      '27 de febrero de 2025',
      '2025-02-27T09:30:00-06:00',
    ),
    categories: [topic(4, 'Educación de Calidad')],
    author: 'Andrés Molina',
  },
  {
    ...base(
      3,
      'Herramientas digitales gratuitas para el aula',
      'Repasamos aplicaciones sencillas para crear cuestionarios, pizarras colaborativas y presentaciones interactivas.',
      '20 de febrero de 2025',
      '2025-02-20T12:00:00-06:00',
    ),
    categories: [topic(5, 'Herramientas Tecnológicas')],
  },
  {
    ...base(
      4,
      'La feria escolar de proyectos abre sus inscripciones',
      'Docentes y estudiantes pueden registrar sus propuestas hasta finales de mes; habrá talleres de preparación cada viernes.',
      '14 de febrero de 2025',
      '2025-02-14T08:00:00-06:00',
    ),
    categories: [topic(1, 'Noticias')],
  },
  {
    ...base(
      5,
      'Aprender en comunidad: grupos de estudio que funcionan',
      'Roles claros, metas semanales y un espacio para preguntar sin miedo convierten un grupo en una red de apoyo.',
      '6 de febrero de 2025',
      '2025-02-06T17:15:00-06:00',
    ),
    categories: [topic(7, 'Comunidad y Colaboración')],
  },
  {
    ...base(
      6,
      'Formación docente continua: por dónde empezar',
      'Cursos breves, comunidades de práctica y observación entre pares son tres caminos para seguir creciendo como docente.',
      '30 de enero de 2025',
      '2025-01-30T11:45:00-06:00',
    ),
    categories: [topic(6, 'Desarrollo Profesional Docente')],
  },
];

/** The first demo post, the usual story subject. */
export const demoPost = demoPosts[0] as PostView;

export const longTextPost: PostView = {
  ...demoPost,
  id: 7,
  href: postHref(7),
  title:
    'Estrategias de evaluación formativa para acompañar el aprendizaje del alumnado de secundaria durante todo el ciclo escolar y más allá',
  summary:
    'La evaluación formativa no es un examen más: es una conversación continua entre docentes y estudiantes que permite ajustar la enseñanza a tiempo, reconocer los avances, detectar las dificultades antes de que crezcan y, sobre todo, dar al alumnado herramientas para valorar su propio progreso con criterios claros y compartidos.',
};

export const manyCategoriesPost: PostView = {
  ...demoPost,
  id: 8,
  href: postHref(8),
  categories: [
    topic(1, 'Noticias'),
    topic(2, 'Técnicas de Estudio'),
    topic(3, 'Problemáticas en el Estudio'),
    topic(4, 'Educación de Calidad'),
    topic(5, 'Herramientas Tecnológicas'),
    topic(6, 'Desarrollo Profesional Docente'),
    topic(7, 'Comunidad y Colaboración'),
  ],
};

/** Demo posts 1..count with distinct ids, for grids and load-more stories. */
export function makeDemoPosts(count: number, firstId = 1): PostView[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    const template = demoPosts[(id - 1) % demoPosts.length] as PostView;
    const round = Math.ceil(id / demoPosts.length);
    const title = round > 1 ? `${template.title} (parte ${round})` : template.title;
    return { ...template, id, title, href: postHref(id) };
  });
}
