import { describe, expect, it } from 'vitest';
import { LINK_URL_MISSING, LINK_URL_NOT_ALLOWED, linkUrlProblem, normaliseLinkUrl } from './link-url';

describe('normaliseLinkUrl', () => {
  it('trims the address', () => {
    expect(normaliseLinkUrl('  https://example.com  ')).toBe('https://example.com');
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['example.com/x', 'https://example.com/x'],
    ['www.pupitre.mx/blog?pagina=2#arriba', 'https://www.pupitre.mx/blog?pagina=2#arriba'],
    ['localhost.test:8080/a', 'https://localhost.test:8080/a'],
    ['educación.es', 'https://educación.es'],
  ])('completes the bare domain %s with https://', (typed, saved) => {
    expect(normaliseLinkUrl(typed)).toBe(saved);
  });

  it.each([
    '/ruta',
    'mailto:hola@pupitre.mx',
    'tel:+525512345678',
    'http://example.com',
    'javascript:alert(1)',
    'java.script:alert(1)',
    'hola@pupitre.mx',
    'localhost',
    '#seccion',
    '',
  ])('leaves %s as it is', (typed) => {
    expect(normaliseLinkUrl(typed)).toBe(typed);
  });
});

describe('linkUrlProblem', () => {
  it('asks for an address when there is none', () => {
    expect(LINK_URL_MISSING).toBe('Escribe la dirección del enlace');
    expect(linkUrlProblem('')).toBe(LINK_URL_MISSING);
    expect(linkUrlProblem('   ')).toBe(LINK_URL_MISSING);
  });

  it.each([
    'https://example.com/a?b=c',
    'HTTP://EXAMPLE.COM',
    'mailto:hola@pupitre.mx',
    'tel:+525512345678',
    '/blog/12',
    'example.com/x',
    '  https://example.com  ',
  ])('accepts %s', (url) => {
    expect(linkUrlProblem(url)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    'https://exa\nmple.com',
  ])('refuses %s with the Spanish message', (url) => {
    expect(linkUrlProblem(url)).toBe(
      'Solo se permiten enlaces web (http o https), de correo (mailto) o de teléfono (tel)',
    );
    expect(linkUrlProblem(url)).toBe(LINK_URL_NOT_ALLOWED);
  });
});
