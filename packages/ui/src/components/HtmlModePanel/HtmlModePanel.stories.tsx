import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HtmlPreviewFrame } from '../HtmlPreviewFrame/HtmlPreviewFrame';
import { HtmlModePanel } from './HtmlModePanel';

const SOURCE = `<h2>Cómo preparar un examen en una semana</h2>
<p>Reparte el temario en <strong>bloques cortos</strong>.</p>
<p style="color: #4c7977">La constancia pesa más que las horas seguidas.</p>`;

/** Stands in for the CodeMirror editor the site puts in the code slot. */
function CodeArea() {
  return (
    <textarea
      aria-labelledby="contenido-html"
      defaultValue={SOURCE}
      spellCheck={false}
      style={{
        minHeight: 600,
        padding: 12,
        border: 0,
        resize: 'none',
        font: '14px/1.5 ui-monospace, monospace',
        background: 'transparent',
        color: 'inherit',
      }}
    />
  );
}

const previewDocument = `<!doctype html><html lang="es"><head><meta charset="utf-8"><base target="_blank">
<style>body { margin: 0; padding: 16px; font: 16px/1.6 system-ui, sans-serif; background: #fff; color: #1c2b2b; }</style>
</head><body>${SOURCE}</body></html>`;

const meta = {
  title: 'Fragments/Editor/HtmlModePanel',
  component: HtmlModePanel,
  args: {
    labelId: 'contenido-html',
    code: <CodeArea />,
    preview: <HtmlPreviewFrame html={previewDocument} />,
    highlight: true,
    onHighlightChange: fn(),
    onTabChange: fn(),
    footer: '21 palabras · 1 min de lectura',
  },
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
} satisfies Meta<typeof HtmlModePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Contenido' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'Modo HTML' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Código' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Resaltado de sintaxis' })).toBeChecked();
    await expect(canvas.getByText('21 palabras · 1 min de lectura')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Contenido' });
    const frame = code.parentElement as HTMLElement;
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(600);
  },
};

export const NarrowScreen: Story = {
  args: { highlight: false },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const PreviewTabKeepsTheCode: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Contenido' });
    await userEvent.type(code, '<p>Nuevo</p>');
    await userEvent.click(canvas.getByRole('tab', { name: 'Vista previa' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('preview');
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByTitle('Vista previa del HTML'));
    await expect(code).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Código' }));
    // The same editor, not a new one: what was typed is still there.
    await expect(canvas.getByRole('textbox', { name: 'Contenido' })).toBe(code);
    await expect(code).toHaveValue(`${SOURCE}<p>Nuevo</p>`);
  },
};

export const HighlightSwitchReportsItsState: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Resaltado de sintaxis' }));
    await expect(args.onHighlightChange).toHaveBeenCalledWith(false);
  },
};

export const PreviewChosenByTheApp: Story = {
  args: { tab: 'preview', highlight: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Resaltado de sintaxis' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Código' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('code');
    // Controlled: the tab changes only when the app passes the new one.
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ArrowKeysSwitchTabs: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Código' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute('aria-selected', 'true');
  },
};
