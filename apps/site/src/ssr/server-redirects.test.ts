import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { serverRedirectFor } from './server-redirects';

describe('what the server redirects before any script runs', () => {
  it.each(['/', '/dashboard', '/dashboard/', '/no-existe', '/blog/7/extra'])(
    'sends %s to /home, as a visitor without scripts must land somewhere',
    (path) => {
      expect(serverRedirectFor(path)).toBe('/home');
    },
  );

  it.each(['/home', '/blog', '/blog/7', '/categoria/3', '/login', '/register', '/profile', '/admin/panel'])(
    'answers %s itself',
    (path) => {
      expect(serverRedirectFor(path)).toBeNull();
    },
  );
});

describe('the pages a visitor needs before logging in', () => {
  it('are rendered on the server and shown while the session loads, whatever their guard', () => {
    const marked = routes.filter((route) => route.serverRendered).map((route) => route.path);
    expect(marked.sort()).toEqual(['/about', '/contact', '/forgot-password', '/login', '/register']);
  });
});
