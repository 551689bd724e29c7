import { Button } from '@pupitre/ui';
import type { MouseEventHandler } from 'react';
import {
  type EditorAction,
  keepsItsVersion,
  editorActionLabels as labels,
  type PostStanding,
} from './editor-actions';
import { publishStepMessages } from './publish-step';

interface EditorActionButtonsProps {
  standing: PostStanding;
  /** The explicit save on its way, if any: every button waits for it. */
  sending: EditorAction | null;
  onSave(action: Exclude<EditorAction, 'schedule' | 'unpublish'>): MouseEventHandler;
  onSchedule: MouseEventHandler;
  onUnpublish(): void;
  /** The autosave's line, read out politely as it changes. */
  status: string;
}

/**
 * The editor's buttons as the post stands: a draft publishes or is saved; a published post is updated
 * with "Actualizar", keeps changes aside with "Guardar cambios" and leaves the site only on its own
 * confirmed action; a scheduled post keeps its version until it is published or scheduled again.
 */
export function EditorActionButtons({
  standing,
  sending,
  onSave,
  onSchedule,
  onUnpublish,
  status,
}: EditorActionButtonsProps) {
  const live = standing === 'published';
  const busy = sending !== null;
  const aside = keepsItsVersion(standing);
  return (
    <>
      <Button
        onClick={onSave('publish')}
        loading={sending === 'publish'}
        loadingLabel={live ? labels.updating : labels.publishing}
        disabled={busy}
      >
        {live ? labels.update : labels.publish}
      </Button>
      <Button variant="outline" tone="neutral" onClick={onSave(aside ? 'changes' : 'draft')} disabled={busy}>
        {aside ? labels.changes : labels.draft}
      </Button>
      <Button variant="outline" tone="neutral" onClick={onSchedule} disabled={busy}>
        {publishStepMessages.schedule}
      </Button>
      {live && (
        <Button variant="outline" tone="danger" onClick={onUnpublish} disabled={busy}>
          {labels.unpublish}
        </Button>
      )}
      <output aria-live="polite">{status}</output>
    </>
  );
}
