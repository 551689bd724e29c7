export { Header, type HeaderProps, type HeaderUser } from './Header';
export type { HeaderLink, HeaderNavItem, ProfileMenuLinks } from './nav-items';
export { HEADER_HEIGHT, HEADER_SHADOW_AFTER } from './scroll-state';
export { type ScrollDirection, useScrollDirection } from './use-scroll-direction';
