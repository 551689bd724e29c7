import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { RichTextFrame } from './RichTextFrame';

/** Stands in for the Slate editor the site puts in the frame. */
function EditableArea({ children, style }: { children?: ReactNode; style?: CSSProperties }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a rich-text editor is a contenteditable, not a textarea
    <div
      style={style}
      contentEditable
      tabIndex={0}
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      aria-labelledby="contenido-label"
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Fragments/Editor/RichTextFrame',
  component: RichTextFrame,
  args: {
    label: 'Contenido',
    labelId: 'contenido-label',
    footer: '46 palabras · 1 min de lectura',
    children: (
      <EditableArea>
        <h2>Cómo preparar un examen en una semana</h2>
        <p>
          Reparte el temario en <strong>bloques cortos</strong>, repasa en <em>voz alta</em> y{' '}
          <span style={{ fontSize: 20 }}>descansa</span> entre sesiones.
        </p>
        <blockquote>La constancia pesa más que las horas seguidas.</blockquote>
        <ul>
          <li>Lunes: mapas mentales</li>
          <li>Martes: ejercicios</li>
        </ul>
        <pre>
          <code>{'repaso = temas.map(resumir)'}</code>
        </pre>
        <hr />
        <p>
          Más ideas en <a href="/blog/1">técnicas de estudio</a> y <code>atajos</code>.
        </p>
      </EditableArea>
    ),
  },
} satisfies Meta<typeof RichTextFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AtLeast600PixelsTall: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: {
    // Slate sets the height of its placeholder on the editable, inline.
    children: <EditableArea style={{ minHeight: '25.6px' }} />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Contenido' });
    const frame = box.parentElement as HTMLElement;
    await expect(within(canvasElement).getByText('46 palabras · 1 min de lectura')).toBeVisible();
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(600);
    // The editable covers the whole inside of the frame, so a click anywhere in it reaches the text.
    await expect(box.getBoundingClientRect().height).toBe(frame.clientHeight);
    await expect(box.getBoundingClientRect().width).toBe(frame.clientWidth);
  },
};
