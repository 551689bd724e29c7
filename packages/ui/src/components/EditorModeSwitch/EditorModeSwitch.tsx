import { ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import { editorModeSwitchMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './EditorModeSwitch.css';

export const editorModes = ['simple', 'html'] as const;
export type EditorMode = (typeof editorModes)[number];

export interface EditorModeSwitchProps {
  mode: EditorMode;
  /**
   * Called when the other option is picked. The shown mode follows `mode` only, so the app can ask
   * first (simple to HTML) and leave it unchanged if the writer cancels.
   */
  onModeChange(mode: EditorMode): void;
}

/** Simple or HTML: a two-option segmented control (a radio group, arrow keys between options). */
export function EditorModeSwitch({ mode, onModeChange }: EditorModeSwitchProps) {
  const copy = useMessages({ editorModeSwitch: editorModeSwitchMessages }).editorModeSwitch;
  const labelId = useId();
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>
        {copy.label}
      </span>
      <ToggleGroup.Root
        type="single"
        className={styles.group}
        aria-labelledby={labelId}
        value={mode}
        onValueChange={(next) => {
          // Pressing the chosen option again would leave none chosen: one mode always applies.
          if (next === 'simple' || next === 'html') onModeChange(next);
        }}
      >
        {editorModes.map((option) => (
          <ToggleGroup.Item key={option} value={option} className={styles.option}>
            {copy.modes[option]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
