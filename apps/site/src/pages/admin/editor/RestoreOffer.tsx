import { Button, Notice } from '@pupitre/ui';
import { type MouseEvent, useEffect, useState } from 'react';
import type { LocalDraft } from '../../../editor/drafts/local-draft';

interface RestoreOfferProps {
  /** The copy offered back; none renders nothing. */
  draft: LocalDraft | undefined;
  onRestore(draft: LocalDraft): void;
  onDiscard(): void;
}

const TEXT_FIELDS =
  'input:not([type="hidden"]):not([type="file"]):not([readonly]):not([disabled]), textarea, [contenteditable="true"]';

/** The first field the author types in after `element`: the post's title. */
function nextTextField(element: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(TEXT_FIELDS)].find(
    (field) => element.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

export function restoreOfferMessage(draft: LocalDraft): string {
  const when = new Date(draft.savedAt).toLocaleString('es', { dateStyle: 'long', timeStyle: 'short' });
  return `Hay una copia sin guardar de esta publicación (${when}). ¿Quieres recuperarla?`;
}

/** How long the live region stays empty before the offer's text arrives in it. */
export const ANNOUNCE_AFTER_MS = 100;

/**
 * Offers back the copy autosave kept in this browser, or lets the writer throw it away. The offer is
 * a live region that is in the page, empty, a moment before its text: screen readers read text that
 * arrives in a region, not always a region that arrives with its text.
 */
export function RestoreOffer({ draft, onRestore, onDiscard }: RestoreOfferProps) {
  const [shown, setShown] = useState<LocalDraft>();
  useEffect(() => {
    const timer = setTimeout(() => setShown(draft), draft ? ANNOUNCE_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [draft]);
  // The buttons leave with the offer: focus would fall to <body>, and the author start again from the top.
  const answer = (event: MouseEvent<HTMLElement>, act: () => void) => {
    const next = nextTextField(event.currentTarget);
    act();
    next?.focus();
  };
  if (!draft) return null;
  return (
    <div role="status" aria-live="polite">
      {shown === draft && (
        <Notice
          tone="neutral"
          actions={
            <>
              <Button size="sm" onClick={(event) => answer(event, () => onRestore(draft))}>
                Recuperar copia
              </Button>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                onClick={(event) => answer(event, onDiscard)}
              >
                Descartar
              </Button>
            </>
          }
        >
          {restoreOfferMessage(draft)}
        </Notice>
      )}
    </div>
  );
}
