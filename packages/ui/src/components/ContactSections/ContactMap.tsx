import { useId } from 'react';
import { contactMapMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import * as styles from './ContactSections.css';
import { blockSpans, type MapPlan } from './map-plan';

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
  note?: string;
}

/**
 * A drawn map instead of an embedded one: a strict content policy allows no third-party frames or
 * tiles, so the picture is ours and the real map is one link away.
 */
export function ContactMap({
  plan,
  description,
  placeLabel,
  address,
  mapHref,
  mapLinkLabel,
  note,
}: ContactMapProps) {
  const copy = useMessages({ contactMap: contactMapMessages }).contactMap;
  const nameId = useId();
  const { width, height, streets, highlight, pin } = plan;
  const columns = blockSpans(streets.vertical, width, streets.width);
  const rows = blockSpans(streets.horizontal, height, streets.width);
  // Wide enough for the label at 17 px semibold (about 9.8 px a character).
  const labelWidth = Math.max(96, Math.round(placeLabel.length * 9.8));
  return (
    <figure className={styles.map}>
      <svg className={styles.mapImage} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={nameId}>
        <title id={nameId}>{description}</title>
        <rect className={styles.mapStreet} width={width} height={height} />
        {rows.map(([top, bottom], row) =>
          columns.map(([left, right], column) => (
            <rect
              key={`${left}-${top}`}
              className={
                row === highlight.row && column === highlight.column ? styles.mapCampus : styles.mapBlock
              }
              x={left}
              y={top}
              width={right - left}
              height={bottom - top}
              rx={6}
            />
          )),
        )}
        <g transform={`translate(${pin.x} ${pin.y})`}>
          <path className={styles.mapPin} d="M0 0c-14-18-22-30-22-40a22 22 0 0 1 44 0c0 10-8 22-22 40z" />
          <circle className={styles.mapPinDot} cx={0} cy={-40} r={8} />
        </g>
        <g transform={`translate(${pin.x} ${pin.y + 20})`}>
          <rect
            className={styles.mapLabelBox}
            x={-labelWidth / 2}
            y={0}
            width={labelWidth}
            height={32}
            rx={6}
          />
          <text className={styles.mapLabel} x={0} y={22} textAnchor="middle">
            {placeLabel}
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <address className={styles.address}>{address}</address>
        <span className={styles.note}>{note ?? copy.note}</span>
        <ExternalLink href={mapHref}>{mapLinkLabel ?? copy.mapLink}</ExternalLink>
      </figcaption>
    </figure>
  );
}
