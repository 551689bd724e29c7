import { useState } from 'react';
import { runOnEnter } from '../../internal/run-on-enter';
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

const RANGE_ERROR = 'El tamaño debe estar entre 1 y 500';

/** The font-size panel: the spec's sizes as buttons, then a custom size from 1 to 500 px. */
export function FontSizeMenu({ sizes, value, onPick }: FontSizeMenuProps) {
  const [custom, setCustom] = useState(() =>
    value !== undefined && !sizes.includes(value) ? String(value) : '',
  );
  const [error, setError] = useState<string>();

  const applyCustom = () => {
    const px = parseFontSize(custom);
    if (px === undefined) setError(RANGE_ERROR);
    else onPick(px);
  };
  const applyOnEnter = runOnEnter(applyCustom);

  return (
    <div className={styles.menu}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Tamaños predefinidos</legend>
        <div className={styles.sizes}>
          {sizes.map((px) => (
            <button
              key={px}
              type="button"
              className={styles.size}
              aria-pressed={px === value}
              onClick={() => onPick(px)}
            >
              {px} px
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Tamaño personalizado"
        hint="En píxeles, de 1 a 500."
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
          Aplicar tamaño
        </Button>
      </div>
    </div>
  );
}
