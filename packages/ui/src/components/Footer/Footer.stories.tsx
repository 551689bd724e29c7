import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerBannerSrc } from '../../assets/footer-banner';
import { type Brand, BrandProvider } from '../../providers/BrandProvider';
import { exampleBrand } from '../../providers/example-brand';
import { guidance } from '../story-guidance';
import { Footer } from './Footer';

/** A brand shaped like Pupitre's: three social networks, both columns of the spec and a banner. */
const richBrand: Brand = {
  ...exampleBrand,
  description:
    'Artículos, técnicas de estudio y recursos para docentes y estudiantes que quieren aprender y enseñar mejor.',
  footerBannerSrc,
  socialLinks: [
    { label: 'Código fuente', href: 'https://example.org/codigo', network: 'code' },
    { label: 'Microblog', href: 'https://example.org/microblog', network: 'microblog' },
    { label: 'Red profesional', href: 'https://example.org/profesional', network: 'professional' },
  ],
  footerColumns: [
    {
      title: 'Descubre Más',
      links: [
        { label: 'Inicio', href: '/' },
        { label: 'Acerca de', href: '/about' },
        { label: 'Contacto', href: '/contact' },
        { label: 'FAQ', href: '/contact' },
      ],
    },
    {
      title: 'Categorías',
      links: [
        { label: 'Noticias', href: '/categoria/1' },
        { label: 'Técnicas de Estudio', href: '/categoria/2' },
        { label: 'Desarrollo Profesional', href: '/categoria/6' },
        { label: 'Todas las categorías', href: '/categorias' },
      ],
    },
  ],
};

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { year: 2025 },
  parameters: {
    layout: 'fullscreen',
    docs: guidance({
      resumen: [
        'El pie del sitio: marca, descripción, redes, columnas de enlaces, derechos y enlaces legales;',
        'todo sale de la marca (`BrandProvider`).',
      ],
      usar: 'Una vez por página, al final. Para cambiar su contenido, cambia la marca, no el componente.',
      evitar: 'Para navegación principal (va en el `Header`) ni para avisos.',
      accesibilidad: [
        'Es el `footer` de la página; cada columna es una navegación nombrada por su título y los',
        'enlaces legales tienen la suya. Los enlaces a redes tienen nombre propio y dicen que se abren',
        'en otra pestaña. La imagen de fondo es decorativa y el texto mantiene su contraste encima de',
        'ella.',
      ],
    }),
  },
  decorators: [
    // A flag rather than a Brand object: Storybook deep-merges parameters, which would blend two brands.
    (Story, context) => (
      <BrandProvider brand={context.parameters.minimalBrand ? exampleBrand : richBrand}>
        <div style={{ width: (context.parameters.footerWidth as number | undefined) ?? 960 }}>
          <Story />
        </div>
      </BrandProvider>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Aula Abierta' })).toHaveAttribute('href', '/');
    await expect(footer.getByText(richBrand.description)).toBeVisible();
    await expect(footer.getByText('© 2025 Aula Abierta. Todos los derechos reservados.')).toBeVisible();

    for (const social of richBrand.socialLinks) {
      const link = footer.getByRole('link', { name: social.label });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
    }

    const discover = within(footer.getByRole('navigation', { name: 'Descubre Más' }));
    await expect(discover.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/contact');
    const categories = within(footer.getByRole('navigation', { name: 'Categorías' }));
    await expect(categories.getByRole('link', { name: 'Desarrollo Profesional' })).toHaveAttribute(
      'href',
      '/categoria/6',
    );

    const legal = within(footer.getByRole('navigation', { name: 'Enlaces legales' }));
    const legalLinks = legal
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(legalLinks).toEqual([
      ['Términos', '/terminos'],
      ['Privacidad', '/privacidad'],
      ['Cookies', '/cookies'],
    ]);
  },
};

export const MinimalBrandWithoutBanner: Story = {
  parameters: { minimalBrand: true },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
    await expect(within(footer).getAllByRole('link', { name: 'Código fuente' })).toHaveLength(1);
    // The logo is the only picture: without a banner the footer keeps its plain dark background.
    await expect(footer.querySelectorAll('img')).toHaveLength(1);
  },
};

export const Narrow: Story = { parameters: { footerWidth: 360 } };
