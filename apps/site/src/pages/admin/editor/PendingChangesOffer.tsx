import type { Revision } from '@pupitre/data';
import { Button, Notice } from '@pupitre/ui';
import { formatLongInZone } from './zoned-time';

export const pendingChangesMessages = {
  text: (when: string) =>
    `Esta publicación tiene cambios sin publicar guardados el ${when}. ¿Quieres cargarlos en el editor? La versión del sitio no cambia hasta que pulses «Actualizar».`,
  load: 'Cargar cambios',
  ignore: 'Ignorar',
} as const;

interface PendingChangesOfferProps {
  version: Revision;
  zone: string;
  onLoad(version: Revision): void;
  onIgnore(): void;
}

/** Offers back the changes a published or scheduled post keeps in its history until "Actualizar". */
export function PendingChangesOffer({ version, zone, onLoad, onIgnore }: PendingChangesOfferProps) {
  return (
    <div role="status">
      <Notice
        tone="neutral"
        actions={
          <>
            <Button size="sm" onClick={() => onLoad(version)}>
              {pendingChangesMessages.load}
            </Button>
            <Button size="sm" variant="outline" tone="neutral" onClick={onIgnore}>
              {pendingChangesMessages.ignore}
            </Button>
          </>
        }
      >
        {pendingChangesMessages.text(formatLongInZone(version.fecha, zone))}
      </Notice>
    </div>
  );
}
