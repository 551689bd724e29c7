import { type ReactNode, type Ref, useId, useState } from 'react';
import { EyeIcon } from '../../icons/EyeIcon';
import { EyeOffIcon } from '../../icons/EyeOffIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { describedBy, FieldFrame } from '../../internal/FieldFrame';
import { passwordFieldMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'showCount'> {
  /** The visible label, e.g. 'Contraseña'. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; the toggle's name says what it will do. */
export function PasswordField({ label, hint, error, id, ref, className, ...rest }: PasswordFieldProps) {
  const copy = useMessages({ passwordField: passwordFieldMessages }).passwordField;
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={rest.required}>
      <div className={styles.withAdornment}>
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          autoComplete={rest.autoComplete ?? 'current-password'}
          className={[styles.control, styles.controlWithAdornment, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          {...rest}
        />
        <span className={styles.adornment}>
          <IconButton
            size="sm"
            label={visible ? copy.hide : copy.show}
            icon={
              visible ? (
                <EyeOffIcon size="sm" className={blockIcon} />
              ) : (
                <EyeIcon size="sm" className={blockIcon} />
              )
            }
            aria-controls={fieldId}
            onClick={() => setVisible((shown) => !shown)}
          />
        </span>
      </div>
    </FieldFrame>
  );
}
