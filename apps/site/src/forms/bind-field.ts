import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * What one of ui's fields takes from a form: the field's registration, its error message, and its
 * starting text, which the server writes into the page (a form posted without scripts comes back
 * filled in; the browser's form library only fills fields once scripts run).
 */
export function bindField<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<Values>,
  options?: RegisterOptions<Values, Path<Values>>,
) {
  const start: unknown = get(form.formState.defaultValues, name);
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...(typeof start === 'string' && start !== '' ? { defaultValue: start } : {}),
    ...form.register(name, options),
  };
}
