export interface DemoArticle {
  slug: string;
  titulo: string;
  resumen: string;
  contenido: string;
  /** Category ids; the first is the main one and colours the cover. */
  categorias: number[];
  /** Days before the seeding date on which the article was published. */
  diasAtras: number;
  autor: string;
}
