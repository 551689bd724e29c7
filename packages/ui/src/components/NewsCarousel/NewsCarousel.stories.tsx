import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { BROKEN_IMAGE_SRC, demoPosts } from '../PostCard/demo-posts';
import { guidance } from '../story-guidance';
import { NewsCarousel } from './NewsCarousel';

const latest = demoPosts.slice(0, 5);

// Ten minutes: screenshots and click-driven tests never see the carousel move on its own.
const STILL = 600_000;

const meta = {
  title: 'Components/NewsCarousel',
  component: NewsCarousel,
  parameters: {
    docs: guidance({
      resumen: 'Carrusel de las últimas noticias que avanza solo, con pausa, flechas y puntos.',
      usar: 'En la portada, para unas pocas noticias recientes (cinco) que conviven en poco espacio.',
      evitar: [
        'Para contenido importante que todos deben ver (el lector puede no llegar a la diapositiva) ni',
        'con una sola noticia.',
      ],
      accesibilidad: [
        'Sigue el patrón de carrusel de WAI-ARIA: el botón de pausa va primero, las flechas y los',
        'puntos tienen nombre («Ir a la noticia 3») y las diapositivas ocultas no reciben el foco. Se',
        'detiene al pasar el puntero o el foco por encima, y no arranca solo si el lector pidió reducir',
        'el movimiento. Los cambios se anuncian solo cuando está en pausa.',
      ],
    }),
  },
  args: { posts: latest, intervalMs: STILL },
  decorators: [withCategoryTones],
} satisfies Meta<typeof NewsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one slide readers and screen readers can see (the others are hidden and inert). */
const shownSlide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Últimas noticias' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(within(shownSlide(canvasElement)).getByRole('link')).toHaveAttribute('href', '/articulos/1');
    await expect(canvas.getByText('3 de marzo de 2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir a la noticia 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const TechnologyImageAppearsForMissingImages: Story = {
  tags: ['!autodocs', '!dev'],
  args: {
    posts: [
      { ...demoPosts[0], imageSrc: BROKEN_IMAGE_SRC },
      { ...demoPosts[1], imageSrc: '' },
    ] as typeof latest,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      for (const image of canvasElement.querySelectorAll('img')) {
        expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      }
    });
  },
};

export const EmptyRendersNothing: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const NextAndPreviousWrap: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Noticia anterior' }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('5 de 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Noticia siguiente' }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Noticia siguiente' }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('2 de 5');
    await expect(within(shownSlide(canvasElement)).getByRole('link')).toHaveAccessibleName(
      demoPosts[1]?.title ?? '',
    );
  },
};

export const DotsPickASlide: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: 'Ir a la noticia 3' });
    await userEvent.click(third);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('3 de 5');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Ir a la noticia 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const PauseAndResume: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvasElement.querySelector('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar carrusel' }));
    await expect(canvas.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Reanudar carrusel' }));
    await expect(canvas.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
  },
};

// Stories below run real timers with short intervals; "Shows"/"Keyboard" keep them out of screenshots.

export const ShowsNextSlideEveryIntervalAndWraps: Story = {
  tags: ['!autodocs', '!dev'],
  args: { posts: demoPosts.slice(0, 3), intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const slides = canvasElement.querySelector('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 3');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 de 3'), { timeout: 1000 });
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('3 de 3'), { timeout: 1000 });
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 3'), { timeout: 1000 });
  },
};

export const HoverPausesAndLeavingShowsTheNextSlide: Story = {
  tags: ['!autodocs', '!dev'],
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: 'Últimas noticias' });
    await userEvent.hover(carousel);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await wait(700);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    await userEvent.unhover(carousel);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 de 5'), { timeout: 1000 });
  },
};

export const FocusPausesAndLeavingShowsTheNextSlide: Story = {
  tags: ['!autodocs', '!dev'],
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Noticia siguiente' });
    next.focus();
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite'),
    );
    await wait(700);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    next.blur();
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 de 5'), { timeout: 1000 });
  },
};

export const KeyboardPauseOutlastsFocusLeaving: Story = {
  tags: ['!autodocs', '!dev'],
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Pausar carrusel' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Reanudar carrusel');
    toggle.blur();
    await wait(700);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const KeyboardOperatesEveryControl: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rotation control comes first in the tab order (APG).
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Pausar carrusel' });
    await expect(toggle).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Reanudar carrusel');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Noticia anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('5 de 5');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ir a la noticia 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('3 de 5');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Noticia siguiente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('4 de 5');
    // Only the shown slide's link is reachable; hidden slides are inert.
    await userEvent.tab();
    await expect(within(shownSlide(canvasElement)).getByRole('link')).toHaveFocus();
  },
};

export const KeyboardResumeRotatesWithFocusInside: Story = {
  tags: ['!autodocs', '!dev'],
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Pausar carrusel' });
    await expect(toggle).toHaveFocus();
    await wait(600);
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 de 5');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Reanudar carrusel');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Pausar carrusel');
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 de 5'), { timeout: 1000 });
  },
};
