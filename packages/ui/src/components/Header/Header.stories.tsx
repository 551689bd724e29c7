import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { withThemeProvider } from '../ThemeToggle/theme-story-decorator';
import { Header } from './Header';
import {
  type HeaderFrame,
  longNamedBrand,
  longNamedUser,
  storySuperuser,
  storyUser,
  withHeaderFrame,
} from './header-story-helpers';
import type { HeaderNavItem, ProfileMenuLinks } from './nav-items';
import { HEADER_HEIGHT, HEADER_SHADOW_AFTER, initialScrollState, nextScrollState } from './scroll-state';

const page = within(document.body);
const narrow = { headerFrame: { width: 375 } satisfies HeaderFrame };

// The links Pupitre passes; the header itself knows no route.
const home: HeaderNavItem = { label: 'Inicio', href: '/', aliases: ['/home', '/dashboard'] };
const blog: HeaderNavItem = { label: 'Blog', href: '/blog', section: ['/blog/'] };
const categories: HeaderNavItem = { label: 'Categorías', href: '/categorias', section: ['/categoria/'] };
const about: HeaderNavItem = { label: 'Acerca de', href: '/about' };
const contact: HeaderNavItem = { label: 'Contacto', href: '/contact' };
const admin: HeaderNavItem = { label: 'Admin', href: '/admin/panel', section: ['/admin/'] };
const signIn = [
  { label: 'Iniciar Sesión', href: '/login' },
  { label: 'Registrarse', href: '/register' },
];
const profile = { label: 'Mi Perfil', href: '/profile' };

const readerLinks: ProfileMenuLinks = {
  account: [profile],
  visitor: [blog, categories, about, contact],
  signIn,
};
const superuserArgs = {
  navItems: [home, blog, categories, admin],
  profileLinks: { ...readerLinks, account: [profile, about, contact] },
};

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    user: null,
    currentPath: '/',
    navItems: [home, blog, categories, about, contact],
    profileLinks: readerLinks,
    onLogout: fn(),
    onProfileMenuOpen: fn(),
  },
  decorators: [withThemeProvider, withHeaderFrame],
  parameters: {
    layout: 'fullscreen',
    docs: guidance({
      resumen: 'La cabecera fija del sitio: marca, enlaces principales, cambio de tema y menú de perfil.',
      usar: 'Una vez por página, arriba. Los enlaces y los del menú de perfil los da la app según el rol.',
      evitar: ['Para barras de herramientas de una pantalla concreta (usa `PageHeader` o `ListingToolbar`).'],
      accesibilidad: [
        'Los enlaces están en un `nav` «Principal» y el de la página actual lleva `aria-current`. Por',
        'debajo de 768 px quedan tras un botón de menú que anuncia si está abierto; Escape lo cierra.',
        'El menú de perfil se maneja con teclado y cerrar sesión pide confirmación. Se oculta al bajar',
        'y vuelve al subir, sin animación si el lector pidió reducir el movimiento. Necesita un',
        '`ThemeProvider` para el botón de tema.',
      ],
    }),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  // Asserts the light theme's labels; the dark story run leaves it out.
  tags: ['light-only'],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Principal' }));
    for (const [name, href] of [
      ['Inicio', '/'],
      ['Blog', '/blog'],
      ['Categorías', '/categorias'],
      ['Acerca de', '/about'],
      ['Contacto', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Aula Abierta' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Activar tema oscuro' })).toBeVisible();
  },
};

export const User: Story = {
  args: { user: storyUser, currentPath: '/blog/12' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Principal' }));
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'Acerca de' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};

export const Superuser: Story = {
  args: { user: storySuperuser, currentPath: '/admin/panel', ...superuserArgs },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Principal' }));
    const admin = nav.getByRole('link', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin/panel');
    await expect(admin).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Acerca de' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Contacto' })).toBeNull();
  },
};

export const LongSpanishNames: Story = {
  args: { user: longNamedUser, currentPath: '/categoria/2', ...superuserArgs },
  parameters: { longBrandName: true },
  play: async ({ canvasElement }) => {
    // The long product name gives way (ellipsis); the bar stays one line high.
    const header = within(canvasElement).getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(HEADER_HEIGHT + 1);
    await expect(within(header).getByRole('link', { name: longNamedBrand.name })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
export const LongSpanishNamesNarrow: Story = {
  ...LongSpanishNames,
  parameters: { ...narrow, longBrandName: true },
};

/** Another project's header: the bar and the menu show exactly the links they are given. */
export const RendersTheLinksItIsGiven: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    currentPath: '/cursos/historia',
    navItems: [
      { label: 'Portada', href: '/portada' },
      { label: 'Cursos', href: '/cursos', section: ['/cursos/'] },
    ],
    profileLinks: {
      account: [],
      visitor: [{ label: 'Cursos', href: '/cursos' }],
      signIn: [{ label: 'Entrar', href: '/entrar' }],
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Principal' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Portada', '/portada'],
      ['Cursos', '/cursos'],
    ]);
    await expect(nav.getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
    const menu = within(await page.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Cursos', '/cursos'],
      ['Entrar', '/entrar'],
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const ProfileMenuOpensWithKeyboardAndPointer: Story = {
  tags: ['!autodocs', '!dev'],
  args: { user: storyUser },
  play: async ({ args, canvasElement }) => {
    // The menu's code arrives with the first press, and the full button takes the stand-in's place.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Menú de perfil' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByText('Ana Pérez')).toBeVisible();
    await expect(page.getByText('Usuario')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(page.queryByRole('menuitem', { name: 'Acerca de' })).toBeNull();
    await expect(args.onProfileMenuOpen).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();

    await userEvent.click(trigger());
    await expect(await page.findByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
    await expect(args.onProfileMenuOpen).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
  },
};

export const SuperuserProfileMenuOpen: Story = {
  args: { user: storySuperuser, ...superuserArgs },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
    const menu = within(await page.findByRole('menu'));
    await expect(menu.getByText('Administrador')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Acerca de' })).toHaveAttribute('href', '/about');
    await expect(menu.getByRole('menuitem', { name: 'Contacto' })).toHaveAttribute('href', '/contact');
    const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(names).toEqual(['Mi Perfil', 'Acerca de', 'Contacto', 'Cerrar Sesión']);
    await userEvent.keyboard('{Escape}');
  },
};

export const VisitorProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
    const menu = within(await page.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Blog', '/blog'],
      ['Categorías', '/categorias'],
      ['Acerca de', '/about'],
      ['Contacto', '/contact'],
      ['Iniciar Sesión', '/login'],
      ['Registrarse', '/register'],
    ]);
    await expect(menu.queryByText('Cerrar Sesión')).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const LongNamesInOpenProfileMenu: Story = {
  ...LongSpanishNames,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
    const menu = within(await page.findByRole('menu'));
    await expect(menu.getByText(longNamedUser.name)).toBeVisible();
    await expect(menu.getByText('Administrador')).toBeVisible();
  },
};

async function openLogoutDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de perfil' }));
  await userEvent.click(await page.findByRole('menuitem', { name: 'Cerrar Sesión' }));
  return page.findByRole('dialog', { name: 'Confirmar cierre de sesión' });
}

export const LogoutDialogOpensAndConfirms: Story = {
  tags: ['!autodocs', '!dev'],
  args: { user: storyUser },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await openLogoutDialog(canvasElement));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sí, cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const LogoutDialogOpensAndCancels: Story = {
  tags: ['!autodocs', '!dev'],
  args: { user: storyUser },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await openLogoutDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Menú de perfil' })).toHaveFocus(),
    );
  },
};

export const Mobile: Story = { args: { user: storyUser, currentPath: '/categorias' }, parameters: narrow };

export const MobileMenuOpensAndCloses: Story = {
  tags: ['!autodocs', '!dev'],
  ...Mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Blog', hidden: true })).not.toBeVisible();

    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Cerrar menú');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Categorías' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Contacto' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: 'Blog' }));
    await expect(canvas.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ScrollHidesDownShowsUpAndCastsShadow: Story = {
  tags: ['!autodocs', '!dev'],
  args: { user: storyUser },
  parameters: { headerFrame: 'page' satisfies HeaderFrame },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
    await expect(header).not.toHaveAttribute('data-hidden');

    window.scrollTo(0, 600);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden'));
    await expect(header).toHaveAttribute('data-scrolled');

    window.scrollTo(0, 300);
    await waitFor(() => expect(header).not.toHaveAttribute('data-hidden'));
    await expect(header).toHaveAttribute('data-scrolled');

    window.scrollTo(0, 900);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden'));
    // Tabbing into the hidden header brings it back into view.
    within(header).getByRole('button', { name: 'Menú de perfil' }).focus();
    await waitFor(() => expect(getComputedStyle(header).transform).toBe('none'));

    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
  },
};

export const ScrollRulesHideDownShowUp: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <p>Reglas de desplazamiento de la cabecera (ver la prueba).</p>,
  play: async () => {
    await expect(HEADER_SHADOW_AFTER).toBe(50);
    const top = initialScrollState(0);
    await expect(top).toEqual({ anchorY: 0, hidden: false, scrolled: false });
    await expect(nextScrollState(top, 50).scrolled).toBe(false);
    await expect(nextScrollState(top, 51).scrolled).toBe(true);
    const down = nextScrollState(top, 400);
    await expect(down.hidden).toBe(true);
    await expect(nextScrollState(down, 402)).toEqual({ ...down, anchorY: 400 });
    await expect(nextScrollState(down, 380).hidden).toBe(false);
    await expect(nextScrollState(down, 30)).toEqual({ anchorY: 30, hidden: false, scrolled: false });
  },
};

/** A press that comes before the menu's code opens the menu as soon as the code is here. */
export const OpensOnAPressBeforeItsCodeArrives: Story = {
  tags: ['!autodocs', '!dev'],
  args: { user: storyUser },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Menú de perfil' }).click();
    await expect(await page.findByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
    await expect(args.onProfileMenuOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
  },
};
