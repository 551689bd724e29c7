import { describe, expect, it } from 'vitest';
import { avatarPayload, INVALID_AVATAR_FORMAT, NO_AVATAR_DATA } from './avatar-payload';

describe('avatarPayload', () => {
  it('sends an image data URL as it is', () => {
    expect(avatarPayload('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('given bare base64 › adds the JPEG data-URL prefix', () => {
    expect(avatarPayload('/9j/4AAQSkZJRg==')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
  });

  it('given no data › refuses with the spec message', () => {
    expect(() => avatarPayload('')).toThrow(NO_AVATAR_DATA);
    expect(() => avatarPayload(null)).toThrow('No se proporcionaron datos para el avatar');
    expect(() => avatarPayload(undefined)).toThrow(NO_AVATAR_DATA);
  });

  it('given something that is not text › refuses as an invalid format', () => {
    expect(() => avatarPayload(42)).toThrow(INVALID_AVATAR_FORMAT);
    expect(() => avatarPayload({ data: 'x' })).toThrow('Formato de imagen inválido');
  });
});
