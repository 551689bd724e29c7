import { describe, expect, it } from 'vitest';
import { modeFor } from './editor-mode';

describe('modeFor', () => {
  // It keeps its last answer (the post form asks on every render): a different post must not get it.
  it('answers for each post it is asked about, one asked twice in a row included', () => {
    const table = '<table><tbody><tr><td>celda</td></tr></tbody></table>';
    expect(modeFor('<p>Hola</p>')).toBe('simple');
    expect(modeFor(table)).toBe('html');
    expect(modeFor(table)).toBe('html');
    expect(modeFor('<p>Hola</p>')).toBe('simple');
    expect(modeFor('<p>Hola</p><p class="aviso">clase</p>')).toBe('html');
  });
});
