/** A link of the header: the app builds these from its own routes. */
export interface HeaderLink {
  label: string;
  href: string;
}

/** A link of the header's main navigation. */
export interface HeaderNavItem extends HeaderLink {
  /** Paths under this prefix belong to the item's section (a post belongs to Blog). */
  section?: string[];
  /** Other paths that show the same page (a home screen that also answers on /home, say). */
  aliases?: string[];
}

/** The profile menu's links; the menu adds the reader's card and 'Cerrar Sesión' itself. */
export interface ProfileMenuLinks {
  /** For a signed-in reader, under the name card (a profile page, and more for some roles). */
  account: HeaderLink[];
  /** For a visitor: the site's sections. */
  visitor: HeaderLink[];
  /** For a visitor, after a separator: signing in and registering. */
  signIn: HeaderLink[];
}

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
