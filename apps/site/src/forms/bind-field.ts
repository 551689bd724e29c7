import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** What one of ui's fields takes from a form: the field's registration and its error message. */
export function bindField<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<Values>,
  options?: RegisterOptions<Values, Path<Values>>,
) {
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name, options) };
}
