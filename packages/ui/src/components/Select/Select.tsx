import { type KeyboardEvent, lazy, Suspense, useId } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { useLoadOnPress } from '../../internal/use-load-on-press';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The visible label; names the list for screen readers too. */
  label: string;
  /** The label stays for screen readers only when the layout has no room for it. */
  hideLabel?: boolean;
  /** The choices, in the order they are listed. */
  options: SelectOption[];
  /** The chosen option's value, when the app keeps it (with `onValueChange`). */
  value?: string;
  /** The option chosen at first, when the select keeps its own value. */
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The form field's name, so the choice is sent with the form. */
  name?: string;
}

// A list's code (Radix, its positioning and scroll lock) is not needed to read a page. Pointer or focus
// on the trigger fetches it; a press opens the list as soon as it is here. The stand-in looks and is
// announced like the trigger, and is only replaced after a press, so no press lands mid-swap.
const loadList = () => import('./SelectLoaded');
const SelectLoaded = /*#__PURE__*/ lazy(loadList);

/** The keys that open a closed list, as in Radix. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** A single choice from a list (categories, sort order); keyboard and typeahead from Radix. */
export function Select({ label, hideLabel, options, placeholder, ...rest }: SelectProps) {
  const labelId = useId();
  const { pressed, fetch, open } = useLoadOnPress(loadList);
  const naming = { labelledBy: hideLabel ? undefined : labelId, ariaLabel: hideLabel ? label : undefined };
  const chosen = options.find((option) => option.value === (rest.value ?? rest.defaultValue));

  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-labelledby={naming.labelledBy}
      aria-label={naming.ariaLabel}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={styles.trigger}
      onPointerEnter={fetch}
      onFocus={fetch}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? placeholder}</span>
      <span aria-hidden="true">
        <ChevronDownIcon size="xs" className={blockIcon} />
      </span>
      {rest.name && <input type="hidden" name={rest.name} value={chosen?.value ?? ''} />}
    </button>
  );

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label} hidden={hideLabel}>
        {label}
      </span>
      <Suspense fallback={standIn}>
        {pressed ? (
          <SelectLoaded {...rest} {...naming} options={options} placeholder={placeholder} />
        ) : (
          standIn
        )}
      </Suspense>
    </div>
  );
}
