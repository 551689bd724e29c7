import { foldText } from '@pupitre/data';
export type Intent = 'greeting' | 'thanks' | 'register' | 'categories' | 'contact' | 'question';

// About the site itself, not a topic: "registro de avances" or "el teléfono me distrae" are questions.
const patterns: [Exclude<Intent, 'question'>, RegExp][] = [
  ['thanks', /\b(gracias|te agradezco|muy amable)\b/],
  [
    'register',
    /\b(me registro|registrarme|registrarse|crear (una |mi )?cuenta|abrir (una )?cuenta|iniciar sesion)\b/,
  ],
  ['categories', /\b(categorias?|temas? (hay|tienen|ofrecen)|secciones)\b/],
  [
    'contact',
    /\b(contactar\w*|contacto|escribirles|comunicarme con ustedes|(su|tu) (correo|telefono|email|direccion))\b/,
  ],
  ['greeting', /^(hola|buen(os|as) (dias|tardes|noches)|que tal|saludos|hey)\b/],
];

/** What kind of message this is; anything that is not small talk or about the site is a question. */
export function detectIntent(message: string): Intent {
  const text = foldText(message.trim());
  for (const [intent, pattern] of patterns) {
    if (pattern.test(text)) {
      // "Hola, ¿cómo estudio mejor?" is a question that starts with a greeting.
      if (intent === 'greeting' && text.split(/\s+/).length > 4) return 'question';
      return intent;
    }
  }
  return 'question';
}
