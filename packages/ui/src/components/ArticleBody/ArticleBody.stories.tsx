import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { ArticleBody } from './ArticleBody';
import {
  codeAndTable,
  everyElement,
  figure,
  headings,
  inlineText,
  linkAndAddress,
  listsAndQuote,
} from './demo-article';

const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  parameters: {
    docs: guidance({
      resumen: [
        'El cuerpo de un artículo: HTML ya saneado por el servidor, compuesto para leer con la',
        'tipografía y los colores del tema.',
      ],
      usar: [
        'Para mostrar el contenido de un post tal como lo escribió su autor, en la página del post y en',
        'la vista previa del editor.',
      ],
      evitar: [
        'Para textos de la interfaz (usa los componentes) o para HTML que no haya pasado por el',
        'saneador del servidor: se inserta tal cual.',
      ],
      accesibilidad: [
        'La estructura la pone el autor: los títulos del artículo deben seguir un orden sin saltos y',
        'las imágenes llevar texto alternativo. Indica el idioma con `lang` (`es`) para la lectura y la',
        'partición de palabras. Los enlaces se subrayan y muestran el foco de teclado; los colores que',
        'puso el autor se conservan.',
      ],
    }),
  },
  args: { html: everyElement, lang: 'es' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the server's allowlist lets a post hold, at once (axe checks it in both themes). */
export const EveryElement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getAllByRole('heading', { level }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('table', { name: 'Calendario de repaso espaciado' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Una baraja de tarjetas de repaso sobre un pupitre' }),
    ).toBeVisible();
  },
};

export const Headings: Story = {
  args: { html: headings },
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement)
      .getAllByRole('heading')
      .map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  },
};

/** The author's colours, highlights and sizes are written inline and win over the body's typography. */
export const AuthorColoursStay: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { html: inlineText },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const important = getComputedStyle(canvas.getByText('importante'));
    await expect(important.color).toBe('rgb(140, 29, 24)');
    await expect(important.backgroundColor).toBe('rgb(253, 232, 230)');
    await expect(getComputedStyle(canvas.getByText('repaso')).color).toBe('rgb(11, 68, 68)');
    await expect(getComputedStyle(canvas.getByText('una letra mayor')).fontSize).toBe('22px');
  },
};

export const LinkFocusByKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  args: { html: linkAndAddress },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'la guía de técnicas de estudio' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const ListsAndQuote: Story = { args: { html: listsAndQuote } };

export const CodeAndTable: Story = {
  args: { html: codeAndTable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Calendario de repaso espaciado' })).toBeVisible();
    // Wide enough here: the code block is not a tab stop.
    await expect(canvasElement.querySelector('pre')).not.toHaveAttribute('tabindex');
  },
};

export const Figure: Story = {
  args: { html: figure },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Una baraja de tarjetas de repaso sobre un pupitre',
    });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(720);
  },
};

/**
 * At 320 px nothing scrolls sideways: long addresses wrap, while a code line keeps its shape and scrolls
 * inside its block, which the keyboard can then reach.
 */
export const NarrowPhone: Story = {
  args: { html: `${linkAndAddress}${codeAndTable}` },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const code = canvasElement.querySelector('pre') as HTMLElement;
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await expect(code).toHaveAttribute('tabindex', '0');
  },
};
