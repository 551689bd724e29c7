import * as styles from './ContactSections.css';
import { BUILDINGS, blockSpans, type MapPlan, TREES } from './map-plan';

export interface MapDrawingProps {
  plan: MapPlan;
  /** The id of the picture's name (its <title>). */
  nameId: string;
  description: string;
  placeLabel: string;
}

type Span = [number, number];

function Block({
  x: [left, right],
  y: [top, bottom],
  kind,
}: {
  x: Span;
  y: Span;
  kind: 'block' | 'campus' | 'park';
}) {
  const width = right - left;
  const height = bottom - top;
  const blockClass = { block: styles.mapBlock, campus: styles.mapCampus, park: styles.mapPark }[kind];
  return (
    <g>
      <rect className={blockClass} x={left} y={top} width={width} height={height} rx={6} />
      {kind === 'park'
        ? TREES.map(([tx, ty]) => (
            <circle
              key={`${tx}-${ty}`}
              className={styles.mapTree}
              cx={left + tx * width}
              cy={top + ty * height}
              r={9}
            />
          ))
        : BUILDINGS.map(([bx, by, bw, bh]) => (
            <rect
              key={`${bx}-${by}`}
              className={kind === 'campus' ? styles.mapCampusBuilding : styles.mapBuilding}
              x={left + bx * width}
              y={top + by * height}
              width={bw * width}
              height={bh * height}
              rx={2}
            />
          ))}
    </g>
  );
}

/** The illustrated plan: streets with dashed centre lines, city blocks with buildings, a park, the place and its pin. */
export function MapDrawing({ plan, nameId, description, placeLabel }: MapDrawingProps) {
  const { width, height, streets, highlight, park, pin } = plan;
  const columns = blockSpans(streets.vertical, width, streets.width);
  const rows = blockSpans(streets.horizontal, height, streets.width);
  // Wide enough for the label at 17 px semibold (about 9.8 px a character).
  const labelWidth = Math.max(96, Math.round(placeLabel.length * 9.8));
  const kindOf = (column: number, row: number) =>
    row === highlight.row && column === highlight.column
      ? 'campus'
      : row === park?.row && column === park?.column
        ? 'park'
        : 'block';
  return (
    <svg className={styles.mapImage} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={nameId}>
      <title id={nameId}>{description}</title>
      <rect className={styles.mapStreet} width={width} height={height} />
      {streets.vertical.map((x) => (
        <line key={`v${x}`} className={styles.mapStreetLine} x1={x} y1={0} x2={x} y2={height} />
      ))}
      {streets.horizontal.map((y) => (
        <line key={`h${y}`} className={styles.mapStreetLine} x1={0} y1={y} x2={width} y2={y} />
      ))}
      {rows.map((y, row) =>
        columns.map((x, column) => <Block key={`${x[0]}-${y[0]}`} x={x} y={y} kind={kindOf(column, row)} />),
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
  );
}
