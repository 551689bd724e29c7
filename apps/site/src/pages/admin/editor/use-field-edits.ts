import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Calls `onEdit` after every change the author makes to one of the form's fields, typed or picked.
 * A reset (a restored or imported draft) is not an edit: whoever resets says so.
 */
export function useFieldEdits<Values extends FieldValues>(form: UseFormReturn<Values>, onEdit: () => void) {
  const latest = useRef(onEdit);
  latest.current = onEdit;
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') latest.current();
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
