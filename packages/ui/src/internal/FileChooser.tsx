import { type ChangeEvent, type ReactNode, useId } from 'react';
import { Button } from '../components/Button/Button';

export interface FileChooserProps {
  /** What the button says. */
  children: ReactNode;
  accept: string;
  disabled?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  describedBy?: string;
  /** Hides the input from sight while keeping it in the tab order. */
  inputClassName: string;
  /** Shows the hidden input's focus (and state) on the label, through an `input + label` selector. */
  labelClassName: string;
  fullWidth?: boolean;
}

/** A file input behind a label drawn as a button: the label is what people see and click. */
export function FileChooser({
  children,
  accept,
  disabled,
  onChange,
  describedBy,
  inputClassName,
  labelClassName,
  fullWidth,
}: FileChooserProps) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        className={inputClassName}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <Button
        asChild
        variant="outline"
        tone="neutral"
        size="sm"
        fullWidth={fullWidth}
        className={labelClassName}
      >
        <label htmlFor={inputId}>{children}</label>
      </Button>
    </>
  );
}
