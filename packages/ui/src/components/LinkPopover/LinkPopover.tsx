import { useRef, useState } from 'react';
import { codeEntry } from '../../internal/code-entry';
import { runOnEnter } from '../../internal/run-on-enter';
import { linkPopoverMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import * as styles from './LinkPopover.css';

export interface LinkPopoverValue {
  text: string;
  url: string;
  newTab: boolean;
}

export interface LinkPopoverProps {
  /** What the fields start with: the selected text, and the link's URL and target when editing one. */
  initial: LinkPopoverValue;
  /** The Spanish message for a URL that cannot be used (a `javascript:` one, say), or undefined. */
  validateUrl?(url: string): string | undefined;
  /** 'Aplicar' or Enter in a field, with the URL trimmed, once validateUrl accepts it. */
  onApply(link: LinkPopoverValue): void;
  onCancel(): void;
  /** Given when editing an existing link: 'Quitar enlace' keeps its text and drops the link. */
  onRemove?(): void;
}

/**
 * The link form: text, URL and whether it opens in a new tab. Not a <form>, so it can sit inside the
 * editor's own form (or a portal of it) without submitting that.
 */
export function LinkPopover({ initial, validateUrl, onApply, onCancel, onRemove }: LinkPopoverProps) {
  const copy = useMessages({ linkPopover: linkPopoverMessages }).linkPopover;
  const [text, setText] = useState(initial.text);
  const [url, setUrl] = useState(initial.url);
  const [newTab, setNewTab] = useState(initial.newTab);
  const [urlError, setUrlError] = useState<string>();
  const urlField = useRef<HTMLInputElement>(null);

  const apply = () => {
    const trimmed = url.trim();
    const error = validateUrl?.(trimmed);
    if (error) {
      setUrlError(error);
      urlField.current?.focus();
      return;
    }
    onApply({ text, url: trimmed, newTab });
  };
  const applyOnEnter = runOnEnter(apply);

  return (
    <div className={styles.form}>
      <TextField
        label={copy.text}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={applyOnEnter}
      />
      <TextField
        ref={urlField}
        label={copy.url}
        inputMode="url"
        {...codeEntry}
        placeholder={copy.urlPlaceholder}
        value={url}
        error={urlError}
        onChange={(event) => {
          setUrl(event.target.value);
          setUrlError(undefined);
        }}
        onKeyDown={applyOnEnter}
      />
      <Checkbox
        label={copy.newTab}
        checked={newTab}
        onCheckedChange={(checked) => setNewTab(checked === true)}
      />
      <div className={styles.actions}>
        {onRemove && (
          <Button size="sm" variant="ghost" tone="danger" className={styles.remove} onClick={onRemove}>
            {copy.remove}
          </Button>
        )}
        <Button size="sm" variant="outline" tone="neutral" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <Button size="sm" onClick={apply}>
          {copy.apply}
        </Button>
      </div>
    </div>
  );
}
