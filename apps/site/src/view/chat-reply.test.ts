import { describe, expect, it } from 'vitest';
import { assistantLinkPaths, toChatbotReply } from './chat-reply';

describe('toChatbotReply', () => {
  it('keeps the text and turns each source into a link to its post, in order', () => {
    const reply = {
      text: 'Lee «Pomodoro» (/blog/12).',
      sources: [
        { id: 12, titulo: 'Pomodoro' },
        { id: 3, titulo: 'Repaso espaciado' },
      ],
    };
    expect(toChatbotReply(reply)).toEqual({
      text: 'Lee «Pomodoro» (/blog/12).',
      sources: [
        { href: '/blog/12', title: 'Pomodoro' },
        { href: '/blog/3', title: 'Repaso espaciado' },
      ],
    });
  });

  it('is null when the assistant sent no text', () => {
    expect(toChatbotReply(null)).toBeNull();
  });
});

describe('assistantLinkPaths', () => {
  it('names a post by its pattern and the pages the built-in replies mention', () => {
    expect([...assistantLinkPaths].sort()).toEqual(
      ['/blog', '/blog/:id', '/categorias', '/contact', '/login', '/register'].sort(),
    );
  });
});
