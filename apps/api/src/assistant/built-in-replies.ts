import type { PostWire } from '@pupitre/data';
import { stripHtml, truncateAtWord } from '@pupitre/data';
import type { Intent } from './intents';

export interface CategoryName {
  ID_categoria: number;
  Nombre_categoria: string;
}

function articleLine(post: PostWire): string {
  const about = truncateAtWord(post.Resumen?.trim() || stripHtml(post.Contenido), 160);
  return `«${post.Titulo}» (/blog/${post.ID_publicaciones}): ${about}`;
}

/** A short, kind answer in Spanish from the site's own articles; it never invents content. */
export function builtInReply(intent: Intent, articles: PostWire[], categories: CategoryName[]): string {
  switch (intent) {
    case 'greeting':
      return '¡Hola! Puedo recomendarte artículos de Pupitre sobre técnicas de estudio, evaluación, herramientas digitales y más. ¿Sobre qué tema te gustaría leer?';
    case 'thanks':
      return '¡Con gusto! Si tienes otra pregunta sobre estudio o enseñanza, aquí estoy.';
    case 'register':
      return 'Para comentar y tener tu perfil, crea una cuenta gratis en /register con tu nombre, un nombre de usuario, tu correo y una contraseña. Si ya tienes cuenta, entra en /login.';
    case 'categories':
      return `Publicamos en siete categorías: ${categories.map((category) => category.Nombre_categoria).join(', ')}. Puedes explorarlas todas en /categorias.`;
    case 'contact':
      return 'Puedes escribirnos desde la página /contact: respondemos en un plazo de 48 horas, de lunes a viernes de 7:00 a 22:00.';
    case 'question': {
      if (articles.length === 0) {
        return 'No encontré un artículo de Pupitre sobre ese tema. Prueba con otras palabras, por ejemplo "técnicas de estudio" o "evaluación", o explora el blog en /blog.';
      }
      const [first, ...rest] = articles;
      const paragraphs = [`Te puede servir este artículo: ${articleLine(first as PostWire)}`];
      if (rest.length) paragraphs.push(`También te recomiendo: ${rest.map(articleLine).join(' ')}`);
      paragraphs.push('Si quieres, pregúntame por otro tema y busco más lecturas.');
      return paragraphs.join('\n\n');
    }
  }
}
