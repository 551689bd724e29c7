export interface HeaderNavItem {
  label: string;
  href: string;
  /** Paths under this prefix belong to the item's section (a post belongs to Blog). */
  section?: string[];
  /** Other paths that show the same page (the home screen answers on /home and /dashboard too). */
  aliases?: string[];
}

const home: HeaderNavItem = { label: 'Inicio', href: '/', aliases: ['/home', '/dashboard'] };
const blog: HeaderNavItem = { label: 'Blog', href: '/blog', section: ['/blog/'] };
const categories: HeaderNavItem = {
  label: 'Categorías',
  href: '/categorias',
  section: ['/categoria/'],
};
const about: HeaderNavItem = { label: 'Acerca de', href: '/about' };
const contact: HeaderNavItem = { label: 'Contacto', href: '/contact' };
const admin: HeaderNavItem = { label: 'Admin', href: '/admin/panel', section: ['/admin/'] };

/** The bar's items: superusers get Admin, and find Acerca de and Contacto in the profile menu instead. */
export function headerNavItems(isSuperuser: boolean): HeaderNavItem[] {
  return isSuperuser ? [home, blog, categories, admin] : [home, blog, categories, about, contact];
}

/** The profile menu's extra links for superusers. */
export const superuserMenuLinks: HeaderNavItem[] = [about, contact];

/** The profile menu for visitors. */
export const visitorMenuLinks: HeaderNavItem[] = [blog, categories, about, contact];

/**
 * 'page' when the item is the page on screen, 'true' when the page sits inside the item's section (a
 * single post under Blog), nothing otherwise.
 */
export function currentState(item: HeaderNavItem, currentPath: string): 'page' | 'true' | undefined {
  const path = currentPath.split(/[?#]/)[0] || '/';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalised === item.href || item.aliases?.includes(normalised)) return 'page';
  if (item.section?.some((prefix) => normalised.startsWith(prefix))) return 'true';
  return undefined;
}
