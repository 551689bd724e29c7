import type { Decorator } from '@storybook/react-vite';
import { BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';

/**
 * Story-only frame. A transformed box becomes the containing block of `position: fixed` children, so
 * the assistant sits at this box's bottom right (and inside screenshots) instead of the viewport's.
 * `parameters.withoutBrand` leaves the BrandProvider out to show the copy without a product name.
 */
export const withChatStage: Decorator = (Story, { parameters }) => {
  const stage = (
    <div style={{ position: 'relative', width: 440, height: 600, transform: 'translateZ(0)' }}>
      <p style={{ margin: 0, maxWidth: 260 }}>
        Página de ejemplo: el asistente flota en la esquina inferior derecha.
      </p>
      <Story />
    </div>
  );
  return parameters.withoutBrand ? stage : <BrandProvider brand={exampleBrand}>{stage}</BrandProvider>;
};

export const SAMPLE_QUESTION = '¿Qué es la técnica Pomodoro?';
export const SAMPLE_REPLY =
  'La técnica Pomodoro consiste en estudiar en bloques de 25 minutos con descansos de 5 minutos. ' +
  'Después de cuatro bloques, tómate un descanso más largo, de 15 a 30 minutos. Te ayuda a mantener ' +
  'la concentración y a medir cuánto tiempo dedicas a cada tema.';

/** The paths an app like the site lets the assistant link (route patterns; `:id` is a number). */
export const SAMPLE_LINK_PATHS = ['/blog/:id', '/blog', '/categorias', '/contact', '/login', '/register'];
export const SAMPLE_ARTICLE_QUESTION = '¿Cómo dejo de posponer mis tareas?';
export const SAMPLE_ARTICLE_REPLY = {
  text:
    'Empieza por una tarea de dos minutos: lo difícil es arrancar. Lo explica ' +
    '«Procrastinación: cómo empezar cuando no quieres» (/blog/12).\n\n' +
    'Si quieres guardar tus lecturas, crea una cuenta en /register.',
  sources: [
    { href: '/blog/12', title: 'Procrastinación: cómo empezar cuando no quieres' },
    { href: '/blog/4', title: 'La técnica Pomodoro paso a paso' },
  ],
};
