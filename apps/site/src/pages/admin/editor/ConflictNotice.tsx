import { Button, Notice } from '@pupitre/ui';
import { useEffect, useRef } from 'react';

export const conflictMessages = {
  title: 'Otra persona o pestaña cambió esta publicación',
  body: 'Tu texto sigue aquí y quedó guardado en el historial. Elige con cuál seguir: el guardado automático espera tu decisión.',
  compare: 'Ver diferencias',
  keepMine: 'Conservar la mía',
  takeTheirs: 'Usar la suya',
} as const;

interface ConflictNoticeProps {
  onCompare(): void;
  onKeepMine(): void;
  onTakeTheirs(): void;
  disabled?: boolean;
}

/** A save was refused because the post changed elsewhere: the author decides, nothing is lost either way. */
export function ConflictNotice({ onCompare, onKeepMine, onTakeTheirs, disabled }: ConflictNoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  // The author must know at once: the notice takes the focus, so a keyboard user is at its choices.
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1}>
      <Notice
        tone="danger"
        actions={
          <>
            <Button size="sm" variant="outline" tone="neutral" onClick={onCompare} disabled={disabled}>
              {conflictMessages.compare}
            </Button>
            <Button size="sm" onClick={onKeepMine} disabled={disabled}>
              {conflictMessages.keepMine}
            </Button>
            <Button size="sm" variant="outline" tone="neutral" onClick={onTakeTheirs} disabled={disabled}>
              {conflictMessages.takeTheirs}
            </Button>
          </>
        }
      >
        <strong>{conflictMessages.title}.</strong> {conflictMessages.body}
      </Notice>
    </div>
  );
}
