import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './AccountForm.css';

export interface AccountFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className'> {
  ref?: Ref<HTMLFormElement>;
}

/** The fields of an account card, one under another. */
export function AccountForm({ ref, ...props }: AccountFormProps) {
  return <form ref={ref} className={styles.form} {...props} />;
}

export const accountFormRowLayouts = ['columns', 'spread'] as const;
export type AccountFormRowLayout = (typeof accountFormRowLayouts)[number];

export interface AccountFormRowProps {
  /** 'columns': two fields side by side, stacked on small screens; 'spread': a checkbox and a link at both ends. */
  layout?: AccountFormRowLayout;
  children: ReactNode;
}

export function AccountFormRow({ layout = 'columns', children }: AccountFormRowProps) {
  return <div className={styles.row[layout]}>{children}</div>;
}
