import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, FieldFrame } from '../../internal/FieldFrame';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows 'n/max' (e.g. the post summary's 'n/500'). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hint,
  error,
  showCount,
  id,
  ref,
  className,
  maxLength,
  ...rest
}: TextAreaProps) {
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
      <textarea
        ref={ref}
        id={fieldId}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
