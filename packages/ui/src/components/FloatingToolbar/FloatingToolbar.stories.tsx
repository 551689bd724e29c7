import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LinkIcon } from '../../icons/LinkIcon';
import { vars } from '../../theme/contract.css';
import { ColorPicker } from '../ColorPicker/ColorPicker';
import { TEXT_COLOUR_PRESETS } from '../ColorPicker/colour-values';
import type { EditorToolbarItem } from '../EditorToolbar/EditorToolbar';
import { FontSizeMenu } from '../FontSizeMenu/FontSizeMenu';
import { FONT_SIZES } from '../FontSizeMenu/font-size-value';
import { Icon } from '../Icon/Icon';
import { LinkPopover } from '../LinkPopover/LinkPopover';
import { type FloatingAnchor, FloatingToolbar, type FloatingToolbarProps } from './FloatingToolbar';

const onActivate = fn();
const onPickColour = fn();

const groups: EditorToolbarItem[][] = [
  [
    { id: 'bold', label: 'Negrita (Ctrl+B)', glyph: 'B', pressed: true, onActivate },
    { id: 'italic', label: 'Cursiva (Ctrl+I)', glyph: 'I', pressed: false, onActivate },
    { id: 'underline', label: 'Subrayado (Ctrl+U)', glyph: 'U', pressed: false, onActivate },
  ],
  [
    {
      id: 'colour',
      label: 'Color del texto',
      glyph: 'A',
      panel: (close) => (
        <ColorPicker
          value="#0b4444"
          presets={TEXT_COLOUR_PRESETS}
          saved={[]}
          onPick={(hex) => {
            onPickColour(hex);
            close();
          }}
        />
      ),
    },
    {
      id: 'size',
      label: 'Tamaño de letra',
      glyph: (
        <Icon size="sm">
          <path d="M3 6h11M8.5 6v12M14 12h7M17.5 12v6" />
        </Icon>
      ),
      panel: (close) => <FontSizeMenu sizes={FONT_SIZES} value={16} onPick={close} />,
    },
    {
      id: 'link',
      label: 'Enlace (Ctrl+K)',
      glyph: <LinkIcon size="sm" />,
      panel: (close) => (
        <LinkPopover
          initial={{ text: 'evaluación formativa', url: '', newTab: false }}
          onApply={close}
          onCancel={close}
        />
      ),
    },
  ],
];

const highlight: CSSProperties = {
  background: vars.color.surfaceSunken,
  outline: `1px solid ${vars.color.border}`,
};

/** Sample text with a highlighted stretch standing for the selection the toolbar floats over. */
function OverSampleText({ room = 64, ...props }: Omit<FloatingToolbarProps, 'anchor'> & { room?: number }) {
  const selected = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<FloatingAnchor | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const rect = selected.current?.getBoundingClientRect();
      if (rect) setAnchor({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
    };
    measure();
    // Poppins may arrive after the first measure and move the words: measure again once it has.
    document.fonts.ready.then(measure);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <div style={{ paddingTop: room, maxWidth: 480 }}>
      <p style={{ margin: 0 }}>
        La evaluación formativa{' '}
        <span ref={selected} style={highlight}>
          acompaña el aprendizaje
        </span>
        : da pistas a tiempo y deja que cada estudiante corrija el rumbo antes del examen final.
      </p>
      <FloatingToolbar {...props} anchor={anchor} />
    </div>
  );
}

const meta = {
  title: 'Fragments/Editor/FloatingToolbar',
  component: FloatingToolbar,
  args: { label: 'Formato de la selección', groups, anchor: null },
  render: ({ anchor: _measured, ...args }) => <OverSampleText {...args} />,
} satisfies Meta<typeof FloatingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a narrow screen the selection wraps: the toolbar centres on the rectangle around all of it. */
export const NarrowScreen: Story = {
  render: ({ anchor: _measured, ...args }) => (
    <div style={{ width: 288 }}>
      <OverSampleText {...args} />
    </div>
  ),
};

export const FlipsBelowWithoutRoomAbove: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: ({ anchor: _measured, ...args }) => <OverSampleText {...args} room={0} />,
  play: async () => {
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato de la selección' });
    await waitFor(() => expect(toolbar).toHaveAttribute('data-side', 'below'));
  },
};

export const HiddenWhileTyping: Story = {
  tags: ['!autodocs', '!dev'],
  args: { hidden: true },
  play: async () => {
    const toolbar = await screen.findByRole('toolbar', { hidden: true });
    await expect(toolbar).not.toBeVisible();
  },
};

export const NoSelectionShowsNothing: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => (
    <div>
      <p>Sin texto seleccionado no hay barra flotante.</p>
      <FloatingToolbar {...args} anchor={null} />
    </div>
  ),
  play: async () => {
    await expect(screen.queryByRole('toolbar', { hidden: true })).toBeNull();
  },
};

export const ColourButtonOpensThePicker: Story = {
  tags: ['!autodocs', '!dev'],
  play: async () => {
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato de la selección' });
    await waitFor(() => expect(toolbar).toHaveAttribute('data-side', 'above'));
    await userEvent.click(screen.getByRole('button', { name: 'Negrita (Ctrl+B)' }));
    await expect(onActivate).toHaveBeenCalledTimes(1);

    const colour = screen.getByRole('button', { name: 'Color del texto' });
    await userEvent.click(colour);
    const picker = await screen.findByRole('dialog', { name: 'Color del texto' });
    await userEvent.click(await screen.findByRole('button', { name: 'Color #4c7977' }));
    await expect(onPickColour).toHaveBeenCalledWith('#4c7977');
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    await expect(colour).toHaveFocus();
  },
};
