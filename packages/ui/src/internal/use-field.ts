import { type ReactNode, useId } from 'react';
import { describedBy, type FieldFrameProps } from './FieldFrame';

/** What every text field adds to its native control's attributes. */
export interface FieldProps {
  /** The visible label, always shown: the placeholder never replaces it. */
  label: ReactNode;
  /** Help under the field, e.g. the expected format; read out with the field. */
  hint?: ReactNode;
  /** The Spanish validation message; marks the field invalid. */
  error?: ReactNode;
  /**
   * Shows 'n/max' under the field (e.g. the post summary's 'n/500'). maxLength is not enforced unless
   * `stopAtMaxLength` says so, so pasted text is never cut.
   */
  showCount?: boolean;
  /**
   * Makes maxLength the browser's own limit: typing or pasting past it adds nothing (the post title and
   * summary). Text set by the app (an import) is not cut; its validation still reports it.
   */
  stopAtMaxLength?: boolean;
}

interface NativeControlProps {
  id?: string;
  maxLength?: number;
  required?: boolean;
  value?: unknown;
  defaultValue?: unknown;
}

/** Splits a text field's props into its FieldFrame's and its control's, wired by one id. */
export function useField<P extends FieldProps & NativeControlProps>({
  label,
  hint,
  error,
  showCount,
  stopAtMaxLength,
  id,
  maxLength,
  ...control
}: P) {
  const generated = useId();
  const fieldId = id ?? generated;
  const used = String(control.value ?? control.defaultValue ?? '').length;
  const frame: Omit<FieldFrameProps, 'children'> = {
    id: fieldId,
    label,
    hint,
    error,
    required: control.required,
    count: showCount && maxLength ? { used, max: maxLength } : undefined,
  };
  return {
    frame,
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, hint, error),
      ...(stopAtMaxLength && { maxLength }),
      ...control,
    },
  };
}
