import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { bindField } from './bind-field';

/** A zod schema that reads `Input` from the form and gives `Output` to the submit handler. */
type FormSchema<Input extends FieldValues, Output> = Parameters<
  typeof zodResolver<Input, unknown, Output>
>[0];

/**
 * A form whose field errors clear as soon as the field is edited and come back only on the next
 * submit. `field(name)` binds a text field: its registration and its error message.
 */
export function useEditClearedForm<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const field = (name: Path<Input>) => bindField(form, name, { onChange: () => form.clearErrors(name) });

  return { ...form, field };
}
