import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('lower-cases the title and replaces each other character than a letter or digit by _', () => {
    expect(exportFileName('Mi Post: 2024!', 'html')).toBe('mi_post__2024_.html');
    expect(exportFileName('Mi Post: 2024!', 'json')).toBe('mi_post__2024__export.json');
  });

  it('keeps accented letters and ñ, which are letters', () => {
    expect(exportFileName('Técnicas de Estudio en España', 'html')).toBe(
      'técnicas_de_estudio_en_españa.html',
    );
  });

  it('writes a composed accent and a decomposed one the same way', () => {
    expect(exportFileName('Cómo', 'html')).toBe(exportFileName('Co\u0301mo', 'html'));
  });

  it('replaces slashes, dots and spaces, so the name cannot leave the download folder', () => {
    expect(exportFileName('../etc/passwd', 'json')).toBe('___etc_passwd_export.json');
    expect(exportFileName(' a  b ', 'html')).toBe('_a__b_.html');
  });

  it('given an empty title, or one without a letter or digit › names the file publicacion', () => {
    expect(exportFileName('', 'html')).toBe('publicacion.html');
    expect(exportFileName('   ', 'json')).toBe('publicacion_export.json');
    expect(exportFileName('¿?', 'json')).toBe('publicacion_export.json');
  });
});
