import { describe, expect, it } from 'vitest';
import { parseProxyTrust, resolveClientAddress } from './client-address';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.7', '1.1.1.1', undefined)).toBe('203.0.113.7');
  });

  it('behind one trusted hop is the entry that proxy appended, not the forged ones on the left', () => {
    const trust = parseProxyTrust('1');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.4', trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.4', trust)).toBe('198.51.100.4');
  });

  it('behind two hops skips both proxies counted from the right', () => {
    const trust = parseProxyTrust('2');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.9', trust)).toBe('198.51.100.4');
  });

  it('never reads past the left end when there are fewer entries than hops', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.4', parseProxyTrust('3'))).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', undefined, parseProxyTrust('2'))).toBe('10.0.0.2');
  });

  it('with a list of proxies is the first address from the right that is not one of them', () => {
    const trust = parseProxyTrust('10.0.0.0/8, 2001:db8::1');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.1.2.3', trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('2001:db8::1', '6.6.6.6, 198.51.100.4', trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('203.0.113.7', '6.6.6.6', trust)).toBe('203.0.113.7');
  });

  it('treats an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.4', parseProxyTrust('10.0.0.2'))).toBe(
      '198.51.100.4',
    );
  });

  it('reads TRUST_PROXY as off, on (one hop), a number of hops, or proxies', () => {
    expect(parseProxyTrust(undefined)).toBeUndefined();
    expect(parseProxyTrust('off')).toBeUndefined();
    expect(parseProxyTrust('0')).toBeUndefined();
    expect(parseProxyTrust('on')).toEqual({ hops: 1 });
    expect(parseProxyTrust('2')).toEqual({ hops: 2 });
    expect(() => parseProxyTrust('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
