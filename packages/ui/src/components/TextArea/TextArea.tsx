import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../internal/FieldFrame';
import { type FieldProps, useField } from '../../internal/use-field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ className, ...props }: TextAreaProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
