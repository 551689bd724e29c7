import { describe, expect, it } from 'vitest';
import { sitePolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('sitePolicy', () => {
  it('lets pages show images from the public origin the API links them on', () => {
    expect(directive(sitePolicy([], 'http://localhost:3000'), 'img-src')).toBe(
      "img-src 'self' data: blob: https: http://localhost:3000",
    );
  });

  it('lists the hashed inline scripts and nothing from elsewhere', () => {
    const policy = sitePolicy(['sha256-abc']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
  });

  it("frames only the site itself and OpenStreetMap's embedded map, nothing else", () => {
    const policy = sitePolicy([]);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://www.openstreetmap.org");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'child-src')).toBeUndefined();
  });
});
