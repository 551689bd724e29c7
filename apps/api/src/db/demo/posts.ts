import type { DemoArticle } from './articles/demo-article';
import { articlesPartA } from './articles/part-a';
import { articlesPartB } from './articles/part-b';

export type { DemoArticle as DemoPost } from './articles/demo-article';

export const demoPosts: DemoArticle[] = [...articlesPartA, ...articlesPartB];

export interface DemoComment {
  postSlug: string;
  autor: 'maria' | 'diego';
  contenido: string;
  diasAtras: number;
}

/** Comments refer to articles by their position, so they follow whatever the newest articles are. */
function slugAt(index: number): string {
  const sorted = [...demoPosts].sort((a, b) => a.diasAtras - b.diasAtras);
  return sorted[index % Math.max(sorted.length, 1)]?.slug ?? '';
}

export const demoComments: DemoComment[] = [
  {
    postSlug: slugAt(0),
    autor: 'maria',
    contenido: 'Muy claro y útil. Lo voy a compartir con mis compañeras de academia esta semana.',
    diasAtras: 1,
  },
  {
    postSlug: slugAt(0),
    autor: 'diego',
    contenido:
      'Gracias por el artículo. ¿Alguien lo ha probado con grupos de secundaria? Me interesa saber cómo les fue.',
    diasAtras: 1,
  },
  {
    postSlug: slugAt(1),
    autor: 'diego',
    contenido: 'Empecé a aplicarlo para preparar mis exámenes y de verdad noto la diferencia.',
    diasAtras: 2,
  },
  {
    postSlug: slugAt(2),
    autor: 'maria',
    contenido: 'Me gustó mucho la parte práctica. Ojalá publiquen más ejemplos para primaria.',
    diasAtras: 3,
  },
  {
    postSlug: slugAt(3),
    autor: 'maria',
    contenido:
      'Lo comentamos en el consejo técnico y a todos nos pareció una buena idea para el próximo ciclo.',
    diasAtras: 5,
  },
  {
    postSlug: slugAt(4),
    autor: 'diego',
    contenido: 'Excelente resumen. Lo guardé para leerlo otra vez antes de la semana de evaluaciones.',
    diasAtras: 6,
  },
];
