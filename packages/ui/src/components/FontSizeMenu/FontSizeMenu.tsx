import { useState } from 'react';
import { runOnEnter } from '../../internal/run-on-enter';
import { fontSizeMenuMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './FontSizeMenu.css';
import { isFontSizeInput, parseFontSize } from './font-size-value';

export interface FontSizeMenuProps {
  /** The sizes offered as buttons, in px (FONT_SIZES). */
  sizes: readonly number[];
  /** The size at the selection, in px: its button is pressed. */
  value?: number;
  /** A size button, or a valid custom size through 'Aplicar tamaño'. */
  onPick(px: number): void;
}

/** The font-size panel: the spec's sizes as buttons, then a custom size from 1 to 500 px. */
export function FontSizeMenu({ sizes, value, onPick }: FontSizeMenuProps) {
  const copy = useMessages({ fontSizeMenu: fontSizeMenuMessages }).fontSizeMenu;
  const [custom, setCustom] = useState(() =>
    value !== undefined && !sizes.includes(value) ? String(value) : '',
  );
  const [error, setError] = useState<string>();

  const applyCustom = () => {
    const px = parseFontSize(custom);
    if (px === undefined) setError(copy.rangeError);
    else onPick(px);
  };
  const applyOnEnter = runOnEnter(applyCustom);

  return (
    <div className={styles.menu}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{copy.presets}</legend>
        <div className={styles.sizes}>
          {sizes.map((px) => (
            <button
              key={px}
              type="button"
              className={styles.size}
              aria-pressed={px === value}
              onClick={() => onPick(px)}
            >
              {copy.size(px)}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={copy.customLabel}
        hint={copy.customHint}
        inputMode="decimal"
        autoComplete="off"
        value={custom}
        error={error}
        onChange={(event) => {
          if (!isFontSizeInput(event.target.value)) return;
          setCustom(event.target.value);
          setError(undefined);
        }}
        onKeyDown={applyOnEnter}
      />
      <div>
        <Button size="sm" onClick={applyCustom}>
          {copy.apply}
        </Button>
      </div>
    </div>
  );
}
