import { type FormEvent, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { searchBoxMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** The text in the box; the app keeps it and changes it in `onChange`. */
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed term; a blank term is ignored (spec §5). */
  onSearch?(term: string): void;
  /** An example of a search; the dictionary's by default. It never replaces the label. */
  placeholder?: string;
  /** The field's name for screen readers (not shown); 'Buscar' by default. */
  label?: string;
  /** While results load: shows the busy label ('Buscando...') and announces it. */
  busy?: boolean;
  /** Shown and announced while `busy`; 'Buscando...' by default. */
  busyLabel?: string;
  /**
   * The field's name. With one, a search sent before the scripts run (or without them) reaches the
   * page as a GET query, e.g. `/blog?q=memoria`.
   */
  name?: string;
}

export function SearchBox({
  value,
  onChange,
  onSearch,
  placeholder,
  label,
  busy = false,
  busyLabel,
  name,
}: SearchBoxProps) {
  const copy = useMessages({ searchBox: searchBoxMessages }).searchBox;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // On a page rendered by the server, a reader can type before the scripts run: take that text up.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (term) onSearch?.(term);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search works in every browser the site supports; <search> is newer
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id}>
        <VisuallyHidden>{label ?? copy.label}</VisuallyHidden>
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name={name}
        className={styles.input}
        value={value}
        placeholder={placeholder ?? copy.placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={busy || undefined}
      />
      <div className={styles.tools}>
        <span className={styles.busy} role="status">
          {busy ? (busyLabel ?? copy.busy) : ''}
        </span>
        {value && (
          <IconButton
            size="sm"
            label={copy.clear}
            icon={<CloseIcon size="xs" className={blockIcon} />}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          />
        )}
      </div>
    </form>
  );
}
