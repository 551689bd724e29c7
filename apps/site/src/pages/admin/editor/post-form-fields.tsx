import { SUMMARY_MAX_LENGTH } from '@pupitre/data';
import { Select, TextArea } from '@pupitre/ui';
import { type Control, useController } from 'react-hook-form';
import { CATEGORY_PLACEHOLDER, type CategoryOption } from './category-options';
import type { PostFormValues } from './post-form';

// Controlled fields of the post form, each in its own component so a keystroke re-renders only it.

/** The summary, controlled so its counter follows every keystroke. */
export function SummaryField({ control }: { control: Control<PostFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'resumen' });
  return (
    <TextArea
      label="Resumen de la publicacion"
      hint="Si lo dejas vacío se usan los primeros 150 caracteres del título."
      maxLength={SUMMARY_MAX_LENGTH}
      stopAtMaxLength
      showCount
      rows={4}
      error={fieldState.error?.message}
      {...field}
    />
  );
}

/** The category, chosen from the server's list (or the built-in one); a new post starts with none. */
export function CategoryField({
  control,
  options,
}: {
  control: Control<PostFormValues>;
  options: CategoryOption[];
}) {
  const { field } = useController({ control, name: 'categoria' });
  return (
    <Select
      label="Categoria"
      options={options}
      placeholder={CATEGORY_PLACEHOLDER}
      value={field.value}
      onValueChange={field.onChange}
    />
  );
}
