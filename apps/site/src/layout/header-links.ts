import type { HeaderNavItem, ProfileMenuLinks } from '@pupitre/ui';
import { paths, sectionPrefixes } from '../paths';

const home: HeaderNavItem = {
  label: 'Inicio',
  href: paths.root(),
  aliases: [paths.home(), paths.dashboard()],
};
const blog: HeaderNavItem = { label: 'Blog', href: paths.blog(), section: [sectionPrefixes.blog] };
const categories: HeaderNavItem = {
  label: 'Categorías',
  href: paths.categories(),
  section: [sectionPrefixes.category],
};
const about: HeaderNavItem = { label: 'Acerca de', href: paths.about() };
const contact: HeaderNavItem = { label: 'Contacto', href: paths.contact() };
const admin: HeaderNavItem = { label: 'Admin', href: paths.adminPanel(), section: [sectionPrefixes.admin] };

/** The bar's items: superusers get Admin, and find Acerca de and Contacto in the profile menu instead. */
export function headerNavItems(isSuperuser: boolean): HeaderNavItem[] {
  return isSuperuser ? [home, blog, categories, admin] : [home, blog, categories, about, contact];
}

// Pages a reader signing in from should not come back to: the account forms themselves.
const ACCOUNT_FORMS = [paths.login(), paths.register(), paths.forgotPassword(), paths.resetPassword()];

/** Where signing in from `currentPath` returns to: the page itself, unless it is an account form. */
function returnTo(currentPath: string | undefined): string | undefined {
  if (!currentPath || currentPath === paths.root()) return undefined;
  return ACCOUNT_FORMS.some((form) => currentPath === form || currentPath.startsWith(`${form}/`))
    ? undefined
    : currentPath;
}

/**
 * The profile menu: Mi Perfil (plus Acerca de and Contacto for superusers), or the visitor's links,
 * which bring the reader back to `currentPath` once signed in.
 */
export function profileMenuLinks(isSuperuser: boolean, currentPath?: string): ProfileMenuLinks {
  const profile = { label: 'Mi Perfil', href: paths.profile() };
  return {
    account: isSuperuser ? [profile, about, contact] : [profile],
    visitor: [blog, categories, about, contact],
    signIn: [
      { label: 'Iniciar Sesión', href: paths.login(returnTo(currentPath)) },
      { label: 'Registrarse', href: paths.register(returnTo(currentPath)) },
    ],
  };
}
