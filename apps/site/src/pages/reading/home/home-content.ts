import type { PostView } from '@pupitre/ui';
import { paths } from '../../../paths';

export const HOME_TITLE = 'Tu Destino para Educación, Innovación y Crecimiento';
export const HOME_LOAD_ERROR = 'Error al cargar publicaciones. Por favor, intenta de nuevo más tarde.';
export const HOME_FETCH_LIMIT = 20;
export const HOME_RECENT_CARDS = 6;
export const CAROUSEL_POSTS = 5;
export const FEATURED_POST_ID = 63;

export const valuePoints = [
  { title: 'Aprende', text: 'Técnicas y recursos explicados con ejemplos que puedes usar mañana mismo.' },
  { title: 'Innova', text: 'Herramientas y experiencias de aula que abren nuevas formas de enseñar.' },
  { title: 'Crece', text: 'Una comunidad de docentes y estudiantes que comparte lo que funciona.' },
];

/** The featured categories of the home page (reading-area §2). */
export const featuredCategoryIds = [2, 5, 4];

/** The banner under the featured categories, to the page of every category. */
export const allCategoriesBanner = {
  text: '¿Quieres ver todos los temas? Hay siete categorías esperándote.',
  action: 'Explorar categorías',
};

export const whyJoin = [
  {
    title: 'Guarda tus favoritos',
    text: 'Vuelve a los artículos que más te ayudaron sin tener que buscarlos.',
  },
  {
    title: 'Únete a la comunidad',
    text: 'Comenta, pregunta y aprende de la experiencia de otros docentes y estudiantes.',
  },
  { title: 'Contenido exclusivo', text: 'Guías y materiales pensados para quienes forman parte de Pupitre.' },
  { title: 'Progreso personalizado', text: 'Sigue los temas que te interesan y mira cuánto has avanzado.' },
];

export const communityStats = [
  { value: '5K+', label: 'Estudiantes' },
  { value: '200+', label: 'Artículos' },
  { value: '98%', label: 'Satisfacción' },
  { value: '24/7', label: 'Disponible' },
];

export const testimonial = {
  quote:
    'Preparo mis clases con los artículos de Pupitre desde hace un año. Lo que más valoro es que todo está pensado para llevarse al aula al día siguiente.',
  author: 'Mariana Quintero',
  role: 'Profesora de secundaria',
};

/** Shown when no post could be loaded, so the home page never looks broken (spec §2). */
export const samplePosts: PostView[] = [
  {
    id: -1,
    title: 'Cinco hábitos de estudio que sí funcionan',
    summary:
      'Pequeños cambios en la forma de repasar que ayudan a recordar más con menos horas frente al libro.',
    date: 'Publicación de ejemplo',
    categories: [{ id: 2, name: 'Técnicas de Estudio', href: paths.category(2) }],
    href: paths.blog(),
  },
  {
    id: -2,
    title: 'Tecnología en el aula sin perder el rumbo',
    summary: 'Cómo elegir herramientas digitales que sumen al aprendizaje en lugar de distraer.',
    date: 'Publicación de ejemplo',
    categories: [{ id: 5, name: 'Herramientas Tecnológicas', href: paths.category(5) }],
    href: paths.blog(),
  },
  {
    id: -3,
    title: 'Evaluar para aprender',
    summary: 'Ideas para que la evaluación acompañe el proceso y no sea sólo una nota al final.',
    date: 'Publicación de ejemplo',
    categories: [{ id: 4, name: 'Educación de Calidad', href: paths.category(4) }],
    href: paths.blog(),
  },
];
