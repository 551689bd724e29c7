import { TextField } from '@pupitre/ui';
import type { ComponentProps } from 'react';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The required email input, with the same label and autofill in every form that asks for one. */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Correo electrónico" type="email" autoComplete="email" required {...props} />;
}
