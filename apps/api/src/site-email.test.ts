import { describe, expect, it } from 'vitest';
import { mailDomainOf, senderAddress, siteEmailOf, siteEmailWarning } from './site-email';

describe('the addresses derived from PUBLIC_URL', () => {
  it.each([
    ['https://www.pupitre.mx', 'pupitre.mx'],
    ['https://blog.escuela.edu.mx:8443/', 'blog.escuela.edu.mx'],
    ['https://Pupitre.MX.', 'pupitre.mx'],
  ])('take the domain of %s', (url, domain) => {
    expect(mailDomainOf(url)).toBe(domain);
  });

  it.each([
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://10.0.0.7',
    'http://localhost:3000',
    'http://app.localhost',
    'http://pupitre:8080',
  ])('take none from %s, which no mail server outside this machine can reach', (url) => {
    expect(mailDomainOf(url)).toBeNull();
  });

  it('name contacto@ and no-responder@ the domain when there is one', () => {
    const config = { publicUrl: 'https://www.pupitre.mx' };
    expect(siteEmailOf(config)).toBe('contacto@pupitre.mx');
    expect(senderAddress(config)).toBe('Pupitre <no-responder@pupitre.mx>');
    expect(siteEmailWarning(config)).toBeNull();
  });

  it('show no address and warn once for an IP literal without SITE_EMAIL', () => {
    const config = { publicUrl: 'http://127.0.0.1:4173' };
    expect(siteEmailOf(config)).toBeNull();
    expect(senderAddress(config)).toBeUndefined();
    expect(siteEmailWarning(config)).toContain('SITE_EMAIL is unset');
  });

  it('keep SITE_EMAIL as given, and send from its domain when the public URL has none', () => {
    const config = { publicUrl: 'http://localhost:3000', siteEmail: 'hola@escuela.mx' };
    expect(siteEmailOf(config)).toBe('hola@escuela.mx');
    expect(senderAddress(config)).toBe('Pupitre <no-responder@escuela.mx>');
    expect(siteEmailWarning(config)).toBeNull();
  });
});
