import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldFrame } from '../../internal/FieldFrame';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The Spanish validation message; marks the field invalid. */
  error?: ReactNode;
  /** Shows 'n/max' under the field (maxLength is not enforced, so pasted text is never cut). */
  showCount?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  showCount,
  id,
  ref,
  className,
  maxLength,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const used = String(rest.value ?? rest.defaultValue ?? '').length;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      count={showCount && maxLength ? { used, max: maxLength } : undefined}
    >
      <input
        ref={ref}
        id={fieldId}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
