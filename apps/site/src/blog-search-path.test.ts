import { describe, expect, it } from 'vitest';
import { blogSearchTerm, paths } from './paths';

describe('the blog search in the address', () => {
  it('travels as q, encoded, and a blank term is the bare blog', () => {
    expect(paths.blogSearch('técnica pomodoro')).toBe('/blog?q=t%C3%A9cnica+pomodoro');
    expect(paths.blogSearch('a&b')).toBe('/blog?q=a%26b');
    expect(paths.blogSearch('')).toBe('/blog');
  });

  it('is read back trimmed, from a query with or without its question mark', () => {
    expect(blogSearchTerm('?q=t%C3%A9cnica+pomodoro')).toBe('técnica pomodoro');
    expect(blogSearchTerm('q=%20memoria%20&orden=antiguo')).toBe('memoria');
    expect(blogSearchTerm('')).toBe('');
  });
});
