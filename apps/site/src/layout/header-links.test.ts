import { describe, expect, it } from 'vitest';
import { headerNavItems, profileMenuLinks } from './header-links';

const labelsAndPaths = (links: { label: string; href: string }[]) =>
  links.map(({ label, href }) => [label, href]);

describe('the header links', () => {
  it('given a reader › the bar shows the five sections of the spec', () => {
    expect(labelsAndPaths(headerNavItems(false))).toEqual([
      ['Inicio', '/'],
      ['Blog', '/blog'],
      ['Categorías', '/categorias'],
      ['Acerca de', '/about'],
      ['Contacto', '/contact'],
    ]);
  });

  it('given a superuser › the bar trades Acerca de and Contacto for Admin', () => {
    expect(labelsAndPaths(headerNavItems(true))).toEqual([
      ['Inicio', '/'],
      ['Blog', '/blog'],
      ['Categorías', '/categorias'],
      ['Admin', '/admin/panel'],
    ]);
  });

  it('marks a post as part of Blog and a category as part of Categorías', () => {
    const [home, blog, categories] = headerNavItems(false);
    expect(home?.aliases).toEqual(['/home', '/dashboard']);
    expect(blog?.section).toEqual(['/blog/']);
    expect(categories?.section).toEqual(['/categoria/']);
  });

  it('given a superuser › the profile menu adds Acerca de and Contacto after Mi Perfil', () => {
    expect(labelsAndPaths(profileMenuLinks(true).account)).toEqual([
      ['Mi Perfil', '/profile'],
      ['Acerca de', '/about'],
      ['Contacto', '/contact'],
    ]);
    expect(labelsAndPaths(profileMenuLinks(false).account)).toEqual([['Mi Perfil', '/profile']]);
  });

  it('given a visitor › the profile menu lists the sections, then signing in and registering', () => {
    const links = profileMenuLinks(false);
    expect(labelsAndPaths(links.visitor)).toEqual([
      ['Blog', '/blog'],
      ['Categorías', '/categorias'],
      ['Acerca de', '/about'],
      ['Contacto', '/contact'],
    ]);
    expect(labelsAndPaths(links.signIn)).toEqual([
      ['Iniciar Sesión', '/login'],
      ['Registrarse', '/register'],
    ]);
  });

  it('given a visitor on a page › signing in and registering come back to it, but not to an account form', () => {
    expect(labelsAndPaths(profileMenuLinks(false, '/blog/7').signIn)).toEqual([
      ['Iniciar Sesión', '/login?next=%2Fblog%2F7'],
      ['Registrarse', '/register?next=%2Fblog%2F7'],
    ]);
    for (const form of ['/login', '/register', '/reset-password/abc']) {
      expect(labelsAndPaths(profileMenuLinks(false, form).signIn)).toEqual([
        ['Iniciar Sesión', '/login'],
        ['Registrarse', '/register'],
      ]);
    }
  });
});
