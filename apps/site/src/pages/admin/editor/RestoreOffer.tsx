import { Button, Notice } from '@pupitre/ui';
import type { LocalDraft } from '../../../editor/drafts/local-draft';

interface RestoreOfferProps {
  draft: LocalDraft;
  onRestore(draft: LocalDraft): void;
  onDiscard(): void;
}

/** Offers back the copy autosave kept in this browser, or lets the writer throw it away. */
export function RestoreOffer({ draft, onRestore, onDiscard }: RestoreOfferProps) {
  const when = new Date(draft.savedAt).toLocaleString('es', { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Notice
      tone="neutral"
      actions={
        <>
          <Button size="sm" onClick={() => onRestore(draft)}>
            Recuperar copia
          </Button>
          <Button size="sm" variant="outline" tone="neutral" onClick={onDiscard}>
            Descartar
          </Button>
        </>
      }
    >
      {`Hay una copia sin guardar de esta publicación (${when}). ¿Quieres recuperarla?`}
    </Notice>
  );
}
