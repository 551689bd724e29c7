import { describe, expect, it } from 'vitest';
import { nextChatContext } from './chat-context';

const rubrics = { id: 14, titulo: 'Rúbricas claras, criterios compartidos' };

describe('nextChatContext', () => {
  it('keeps the question and the first article of a reply for the next question', () => {
    const reply = { text: 'Una rúbrica describe los criterios…', sources: [rubrics] };
    expect(nextChatContext(undefined, '¿Cómo califico un proyecto?', reply)).toEqual({
      question: '¿Cómo califico un proyecto?',
      articleId: 14,
    });
  });

  it('keeps the earlier context when a reply came from no article', () => {
    const earlier = { question: '¿Cómo califico un proyecto?', articleId: 14 };
    expect(nextChatContext(earlier, 'Gracias', { text: '¡Con gusto!', sources: [] })).toBe(earlier);
    expect(nextChatContext(earlier, 'Hola', null)).toBe(earlier);
  });
});
