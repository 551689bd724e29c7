import { Checkbox } from '@pupitre/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A boolean field of the form. */
  name: FieldPath<Values>;
  label: ReactNode;
  error?: string;
}

/** A form's boolean as a checkbox; Radix's 'indeterminate' is stored as false. */
export function CheckboxField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  error,
}: CheckboxFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={label}
          checked={field.value ?? false}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
