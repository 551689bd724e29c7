import { Button, Notice, VisuallyHidden } from '@pupitre/ui';
import type { MouseEvent } from 'react';
import type { LocalDraft } from '../../../editor/drafts/local-draft';

interface RestoreOfferProps {
  /** The copy offered back; none renders only the (empty) live region. */
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

/**
 * Offers back the copy autosave kept in this browser, or lets the writer throw it away. The offer
 * comes after the editor opened: a live region that is there from the start announces it (one added
 * with its text already in it is not read by every screen reader).
 */
export function RestoreOffer({ draft, onRestore, onDiscard }: RestoreOfferProps) {
  // The buttons leave with the offer: focus would fall to <body>, and the author start again from the top.
  const answer = (event: MouseEvent<HTMLElement>, act: () => void) => {
    const next = nextTextField(event.currentTarget);
    act();
    next?.focus();
  };
  const message = draft ? restoreOfferMessage(draft) : '';
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
      {draft && (
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
          {message}
        </Notice>
      )}
    </>
  );
}
