import { colorPickerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './ColorPicker.css';
import { normaliseHexColour } from './colour-values';

interface ColourSwatchesProps {
  title: string;
  colours: readonly string[];
  /** The normalised current colour: its swatch is pressed. */
  current: string | undefined;
  /** Shown instead of the swatches when there are none. */
  emptyHint?: string;
  onPick(hex: string): void;
}

/** A titled group of colour buttons, each named by its code ('Color #91a8a4'). */
export function ColourSwatches({ title, colours, current, emptyHint, onPick }: ColourSwatchesProps) {
  const copy = useMessages({ colorPicker: colorPickerMessages }).colorPicker;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{title}</legend>
      {colours.length === 0 ? (
        <p className={styles.hint}>{emptyHint}</p>
      ) : (
        <div className={styles.swatches}>
          {colours.map((colour) => {
            const hex = normaliseHexColour(colour) ?? colour;
            return (
              <button
                key={hex}
                type="button"
                className={styles.swatch}
                style={{ background: hex }}
                aria-label={copy.swatch(hex)}
                title={hex}
                aria-pressed={hex === current}
                onClick={() => onPick(hex)}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
