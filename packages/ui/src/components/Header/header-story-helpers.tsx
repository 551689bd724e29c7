import type { Decorator } from '@storybook/react-vite';
import { type Brand, BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';
import { type LinkProps, LinkProvider } from '../../providers/LinkProvider';
import type { HeaderUser } from './header-user';

// A hand-drawn portrait as a data URL (longer than the avatar's 30-character threshold).
const PORTRAIT =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%23d2b99a"/%3E%3Ccircle cx="32" cy="26" r="12" fill="%230b4444"/%3E%3Cpath d="M10 64a22 22 0 0 1 44 0z" fill="%230b4444"/%3E%3C/svg%3E';

export const storyUser: HeaderUser = {
  name: 'Ana Pérez',
  username: 'ana.perez',
  avatarSrc: PORTRAIT,
  isSuperuser: false,
};

export const storySuperuser: HeaderUser = {
  name: 'Carlos Méndez',
  username: 'cmendez',
  avatarSrc: null,
  isSuperuser: true,
};

export const longNamedUser: HeaderUser = {
  name: 'María de los Ángeles Fernández-Villaseñor y Quintanilla',
  username: 'mariadelosangeles.fernandezvillasenor',
  avatarSrc: PORTRAIT,
  isSuperuser: true,
};

export const longNamedBrand: Brand = {
  ...exampleBrand,
  name: 'Comunidad Latinoamericana de Educación e Innovación Pedagógica',
};

/** Stories stay on their page when a link is followed, as an app router would. */
function StayLink({ ref, href, onClick, ...props }: LinkProps) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/** Which box a story draws the fixed header in; see `withHeaderFrame`. */
export type HeaderFrame = { width: number } | 'page';

/**
 * The header is `position: fixed`. A transformed box becomes the containing block of fixed descendants,
 * so the header stays inside the story's frame (and its screenshot) at the frame's width, and its
 * container query picks the wide or narrow layout from that width. 'page' renders a tall page instead,
 * for the stories that scroll the window.
 */
export const withHeaderFrame: Decorator = (Story, context) => {
  const frame = (context.parameters.headerFrame as HeaderFrame | undefined) ?? { width: 960 };
  // A flag rather than a Brand object: Storybook deep-merges parameters, which would blend two brands.
  const brand = context.parameters.longBrandName ? longNamedBrand : exampleBrand;
  return (
    <BrandProvider brand={brand}>
      <LinkProvider component={StayLink}>
        {frame === 'page' ? (
          <div style={{ height: 3000, paddingTop: 80 }}>
            <Story />
            <p>Desplázate hacia abajo y hacia arriba para ver cómo se oculta y reaparece la cabecera.</p>
          </div>
        ) : (
          <div style={{ transform: 'translateZ(0)', width: frame.width, minHeight: 120 }}>
            <Story />
          </div>
        )}
      </LinkProvider>
    </BrandProvider>
  );
};
