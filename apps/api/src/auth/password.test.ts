import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secreta123');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(stored).not.toContain('Secreta123');
    expect(await verifyPassword('Secreta123', stored)).toBe(true);
    expect(await verifyPassword('secreta123', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Secreta123')).not.toBe(await hashPassword('Secreta123'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
