import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import { useHydrated } from '../../internal/use-hydrated';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> {
  /** The visible label; pressing it toggles the box. */
  label: ReactNode;
  /** The Spanish validation message under the box; marks it invalid and is announced. */
  error?: ReactNode;
}

/** A labelled checkbox ('Recordarme', the terms); state is styled through data-state. */
export function Checkbox({ label, error, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const hydrated = useHydrated();
  const boxId = id ?? generated;
  const errorId = `${boxId}-error`;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      <div className={styles.row}>
        {/* Radix's box is a button that only scripts can tick: until they run, a native box posts with its form. */}
        {!hydrated ? (
          <input
            type="checkbox"
            id={boxId}
            name={rest.name}
            value={typeof rest.value === 'string' ? rest.value : undefined}
            defaultChecked={rest.checked === true || rest.defaultChecked === true}
            required={rest.required}
            className={`${styles.box} ${styles.nativeBox}`}
            {...described}
          />
        ) : (
          <RadixCheckbox.Root id={boxId} className={styles.box} {...described} {...rest}>
            <RadixCheckbox.Indicator aria-hidden="true">
              <CheckIcon size="xs" className={styles.check} />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
        )}
        <label className={styles.label} htmlFor={boxId}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
