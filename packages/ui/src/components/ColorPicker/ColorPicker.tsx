import { codeEntry } from '../../internal/code-entry';
import { runOnEnter } from '../../internal/run-on-enter';
import { colorPickerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './ColorPicker.css';
import { ColourSwatches } from './ColourSwatches';
import { normaliseHexColour } from './colour-values';
import { colourChannels, useColourDraft } from './use-colour-draft';

export interface ColorPickerProps {
  /** The current colour, as hex. */
  value: string;
  /** The preset colours (the spec's five). */
  presets: readonly string[];
  /** The writer's saved custom colours (up to 5, kept by the app). */
  saved: readonly string[];
  /** A swatch or 'Aplicar color': lower-case '#rrggbb', or '#rgb' when three digits were typed. */
  onPick(hex: string): void;
  /** 'Guardar color' is shown only when given. */
  onSave?(hex: string): void;
}

/** The text-colour panel: preset and saved swatches, then a custom colour by hex code or RGB. */
export function ColorPicker({ value, presets, saved, onPick, onSave }: ColorPickerProps) {
  const copy = useMessages({ colorPicker: colorPickerMessages }).colorPicker;
  const draft = useColourDraft(value);
  const current = normaliseHexColour(value);
  const pickSwatch = (hex: string) => {
    draft.changeHex(hex);
    onPick(hex);
  };
  const apply = () => {
    if (draft.hex) onPick(draft.hex);
  };
  const applyOnEnter = runOnEnter(apply);

  return (
    <div className={styles.picker}>
      <ColourSwatches title={copy.presets} colours={presets} current={current} onPick={pickSwatch} />
      <ColourSwatches
        title={copy.saved}
        colours={saved}
        current={current}
        emptyHint={copy.savedEmpty}
        onPick={pickSwatch}
      />
      <TextField
        label={copy.hexLabel}
        value={draft.hexText}
        error={draft.hex ? undefined : copy.hexError}
        {...codeEntry}
        onChange={(event) => draft.changeHex(event.target.value)}
        onKeyDown={applyOnEnter}
      />
      <div className={styles.channels}>
        {colourChannels.map((channel) => (
          <TextField
            key={channel}
            label={copy.channels[channel]}
            className={styles.channelInput}
            type="number"
            inputMode="numeric"
            min={0}
            max={255}
            step={1}
            value={draft.channels[channel]}
            onChange={(event) => draft.changeChannel(channel, event.target.value)}
            onBlur={draft.settleChannels}
            onKeyDown={applyOnEnter}
          />
        ))}
      </div>
      <span
        className={styles.preview}
        style={{ background: draft.preview }}
        role="img"
        aria-label={copy.preview(draft.preview)}
      />
      <div className={styles.actions}>
        <Button size="sm" disabled={!draft.hex} onClick={apply}>
          {copy.apply}
        </Button>
        {onSave && (
          <Button
            size="sm"
            variant="outline"
            disabled={!draft.hex}
            onClick={() => draft.hex && onSave(draft.hex)}
          >
            {copy.save}
          </Button>
        )}
      </div>
    </div>
  );
}
