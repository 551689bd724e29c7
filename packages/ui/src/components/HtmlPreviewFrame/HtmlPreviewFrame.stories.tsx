import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HtmlPreviewFrame } from './HtmlPreviewFrame';
import { PREVIEW_MAX_HEIGHT, PREVIEW_MIN_HEIGHT, previewHeight } from './preview-height';

const lightColours = { background: '#ffffff', text: '#1c2b2b', link: '#0b4444' };
const darkColours = { background: '#142222', text: '#e6efee', link: '#8fd3cf' };

/** A document like the one the site builds: its own styles, links opening in a new tab. */
const previewDocument = (body: string, colours = lightColours) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><base target="_blank">
<style>
  body { margin: 0; padding: 16px; font: 16px/1.6 system-ui, sans-serif;
         background: ${colours.background}; color: ${colours.text}; }
  h2 { margin: 0 0 8px; font-size: 22px; line-height: 1.25; }
  p { margin: 0 0 12px; }
  a { color: ${colours.link}; }
</style></head><body>${body}</body></html>`;

const ARTICLE = `<h2>Cómo preparar un examen en una semana</h2>
<p>Reparte el temario en <strong>bloques cortos</strong>, repasa en <em>voz alta</em> y descansa entre sesiones.</p>
<p style="color: #4c7977; font-size: 18px">La constancia pesa más que las horas seguidas.</p>
<p>Más ideas en <a href="https://example.org/tecnicas">técnicas de estudio</a>.</p>`;

const LONG_ARTICLE = Array.from(
  { length: 40 },
  (_, index) => `<p>Párrafo ${index + 1}: repasar un poco cada día vale más que una noche en vela.</p>`,
).join('');

const meta = {
  title: 'Fragments/Editor/HtmlPreviewFrame',
  component: HtmlPreviewFrame,
  args: { html: previewDocument(ARTICLE) },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof HtmlPreviewFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, text: string) => {
  const frame = within(canvasElement).getByTitle('Vista previa del HTML') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body?.textContent).toContain(text));
  return frame;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = await loaded(canvasElement, 'Cómo preparar un examen');
    // As tall as the article, which is shorter than the cap: no scrolling inside.
    await waitFor(() => expect(frame.offsetHeight).toBeGreaterThan(PREVIEW_MIN_HEIGHT));
    await expect(frame.offsetHeight).toBeLessThan(PREVIEW_MAX_HEIGHT);
    const root = frame.contentDocument?.documentElement as HTMLElement;
    await expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight);
  },
};

/** A document in the dark site's colours, as the editor previews it in the dark theme. */
export const DarkColouredDocument: Story = {
  args: { html: previewDocument(ARTICLE, darkColours) },
  globals: { theme: 'dark' },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const LongDocumentStopsAt580: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { html: previewDocument(LONG_ARTICLE) },
  play: async ({ canvasElement }) => {
    const frame = await loaded(canvasElement, 'Párrafo 40');
    await waitFor(() => expect(frame.offsetHeight).toBe(PREVIEW_MAX_HEIGHT));
    // The rest scrolls inside the frame.
    const root = frame.contentDocument?.documentElement as HTMLElement;
    await expect(root.scrollHeight).toBeGreaterThan(root.clientHeight);
  },
};

export const ShortDocumentKeepsAMinimum: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { html: previewDocument('<p>Una línea.</p>') },
  play: async ({ canvasElement }) => {
    const frame = await loaded(canvasElement, 'Una línea.');
    await expect(frame.offsetHeight).toBe(PREVIEW_MIN_HEIGHT);
  },
};

export const NothingInThePreviewRuns: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    html: previewDocument(
      '<p>Con un script dentro.</p><script>document.body.dataset.ran = "sí";</script><button onclick="document.body.dataset.ran = \'sí\'">Botón</button>',
    ),
  },
  play: async ({ canvasElement }) => {
    const frame = await loaded(canvasElement, 'Con un script dentro.');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    frame.contentDocument?.querySelector('button')?.click();
    await expect(frame.contentDocument?.body.dataset.ran).toBeUndefined();
  },
};

export const HeightRules: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <output>{previewHeight(1000)}</output>,
  play: async () => {
    await expect(previewHeight(0)).toBe(PREVIEW_MIN_HEIGHT);
    await expect(previewHeight(321.2)).toBe(322);
    await expect(previewHeight(580)).toBe(580);
    await expect(previewHeight(5000)).toBe(PREVIEW_MAX_HEIGHT);
  },
};
