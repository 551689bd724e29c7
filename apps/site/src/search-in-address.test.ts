import { describe, expect, it } from 'vitest';
import { searchTermIn, withSearchTerm } from './paths';

describe('a listing search in the address', () => {
  it('travels as q, encoded, and a blank term is the bare listing', () => {
    expect(withSearchTerm('/blog', 'técnica pomodoro')).toBe('/blog?q=t%C3%A9cnica+pomodoro');
    expect(withSearchTerm('/categoria/2', 'a&b')).toBe('/categoria/2?q=a%26b');
    expect(withSearchTerm('/blog', '')).toBe('/blog');
  });

  it('is read back trimmed, from a query with or without its question mark', () => {
    expect(searchTermIn('?q=t%C3%A9cnica+pomodoro')).toBe('técnica pomodoro');
    expect(searchTermIn('q=%20memoria%20&orden=antiguo')).toBe('memoria');
    expect(searchTermIn('')).toBe('');
  });
});
