import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createThemeInitScript } from './theme-init';

/** Runs the start-up script against a fake document and returns the classes it put on <html>. */
function classesAfter(script: string, saved: string | null, systemDark = false): string[] {
  const classes: string[] = [];
  runInNewContext(script, {
    localStorage: { getItem: () => saved },
    window: { matchMedia: () => ({ matches: systemDark }) },
    document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
  });
  return classes;
}

describe('the no-flash start-up script', () => {
  it('applies the saved choice, and light when nothing is saved', () => {
    const script = createThemeInitScript();
    expect(classesAfter(script, 'dark')).toEqual(['pupitre-theme-dark']);
    expect(classesAfter(script, null)).toEqual(['pupitre-theme-light']);
    expect(classesAfter(script, 'nonsense')).toEqual(['pupitre-theme-light']);
  });

  it('follows the system in system mode, saved or by default', () => {
    expect(classesAfter(createThemeInitScript(), 'system', true)).toEqual(['pupitre-theme-dark']);
    expect(classesAfter(createThemeInitScript({ mode: 'system' }), null, true)).toEqual([
      'pupitre-theme-dark',
    ]);
    expect(classesAfter(createThemeInitScript({ mode: 'system' }), null, false)).toEqual([
      'pupitre-theme-light',
    ]);
  });

  it('reads the app’s storage key and adds the app’s classes', () => {
    const script = createThemeInitScript({ storageKey: 'escuela-tema', classNames: { dark: 'dark' } });
    expect(script).toContain('"escuela-tema"');
    expect(classesAfter(script, 'dark')).toEqual(['pupitre-theme-dark', 'dark']);
  });
});
