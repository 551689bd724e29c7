import type { Intent } from './intents';

export interface CategoryName {
  ID_categoria: number;
  Nombre_categoria: string;
}

/** What the assistant says to small talk and to questions about the site itself. */
export function builtInReply(intent: Exclude<Intent, 'question'>, categories: CategoryName[]): string {
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
  }
}
