import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from '../../internal/FieldFrame';
import { type FieldProps, useField } from '../../internal/use-field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ className, ...props }: TextFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={[styles.control, className].filter(Boolean).join(' ')} />
    </FieldFrame>
  );
}
