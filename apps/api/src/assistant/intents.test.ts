import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';

describe('detectIntent', () => {
  it('recognises small talk and questions about the site', () => {
    expect(detectIntent('Hola')).toBe('greeting');
    expect(detectIntent('¡Muchas gracias!')).toBe('thanks');
    expect(detectIntent('¿Cómo me registro?')).toBe('register');
    expect(detectIntent('Quiero crear una cuenta')).toBe('register');
    expect(detectIntent('¿Qué categorías hay?')).toBe('categories');
    expect(detectIntent('¿Cómo los contacto?')).toBe('contact');
    expect(detectIntent('¿Cuál es su correo?')).toBe('contact');
  });

  it('leaves topic questions that share a word with those to the articles', () => {
    expect(detectIntent('¿Cómo llevo un registro de avances de mis alumnos?')).toBe('question');
    expect(detectIntent('¿Cómo evito que el teléfono me distraiga?')).toBe('question');
    expect(detectIntent('¿Qué pongo en el correo de una familia?')).toBe('question');
    expect(detectIntent('Hola, ¿cómo puedo estudiar mejor para mañana?')).toBe('question');
  });
});
