import { useId, useState } from 'react';
import { useHydrated } from '../../internal/use-hydrated';
import { contactMapMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import * as styles from './ContactSections.css';
import { MapDrawing } from './MapDrawing';
import type { MapPlan } from './map-plan';

export interface ContactMapProps {
  plan: MapPlan;
  /** What the picture shows, for screen readers. */
  description: string;
  /** The name written under the pin. */
  placeLabel: string;
  address: string;
  /** The real map, one link away. */
  mapHref: string;
  mapLinkLabel?: string;
  /** An embeddable map (OpenStreetMap's export/embed.html): loaded only when the reader asks for it. */
  embedSrc?: string;
  /** The map data's credit shown under the embedded map. */
  attributionHref?: string;
  note?: string;
}

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/**
 * A drawn plan first, and the real map only on request: an embedded map is a third-party page, so
 * nothing is asked of it (no request, no address shared) until the reader presses 'Mostrar mapa'.
 */
export function ContactMap({
  plan,
  description,
  placeLabel,
  address,
  mapHref,
  mapLinkLabel,
  embedSrc,
  attributionHref = OSM_COPYRIGHT,
  note,
}: ContactMapProps) {
  const copy = useMessages({ contactMap: contactMapMessages }).contactMap;
  const nameId = useId();
  const hydrated = useHydrated();
  const [embedded, setEmbedded] = useState(false);
  const showing = embedded && embedSrc;
  return (
    <figure className={styles.map}>
      {showing ? (
        <iframe className={styles.mapFrame} src={embedSrc} title={copy.frameTitle} loading="lazy" />
      ) : (
        <MapDrawing plan={plan} nameId={nameId} description={description} placeLabel={placeLabel} />
      )}
      <figcaption className={styles.caption}>
        <address className={styles.address}>{address}</address>
        {!showing && <span className={styles.note}>{note ?? copy.note}</span>}
        <span className={styles.mapActions}>
          {/* The button needs scripts: without them the link to the real map remains. */}
          {embedSrc && hydrated && !showing && (
            <Button size="sm" variant="outline" tone="secondary" onClick={() => setEmbedded(true)}>
              {copy.showMap}
            </Button>
          )}
          {showing ? <ExternalLink href={attributionHref}>{copy.attribution}</ExternalLink> : null}
          <ExternalLink href={mapHref}>{mapLinkLabel ?? copy.mapLink}</ExternalLink>
        </span>
      </figcaption>
    </figure>
  );
}
