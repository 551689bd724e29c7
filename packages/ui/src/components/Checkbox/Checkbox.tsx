import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
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
  const boxId = id ?? generated;
  const errorId = `${boxId}-error`;
  return (
    <div>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={boxId}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        >
          <RadixCheckbox.Indicator aria-hidden="true">
            <CheckIcon size="xs" className={styles.check} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
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
