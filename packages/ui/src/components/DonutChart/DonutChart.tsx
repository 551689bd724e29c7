import { donutChartMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useCategoryTones } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import * as styles from './DonutChart.css';

export interface CategoryCount {
  /** The category's key (id, slug...): <CategoryTonesProvider> gives its slice its colour, grey if unlisted. */
  id: CategoryKey;
  name: string;
  count: number;
}

export interface DonutChartProps {
  /** Names the chart and its table, e.g. 'Publicaciones por categoría'. */
  title: string;
  data: CategoryCount[];
  /** The word under the total in the ring's centre. */
  totalLabel?: string;
  /** Shown instead of the chart when every count is zero. */
  emptyMessage?: string;
  /** A line under the chart saying what it counts, e.g. that each post counts in one category only. */
  note?: string;
}

// A circle whose circumference is 100 lets each slice's dash length be its percentage.
const RADIUS = 100 / (2 * Math.PI);
const CENTRE = 21;

interface Slice extends CategoryCount {
  share: number;
  start: number;
}

function slicesOf(data: CategoryCount[], total: number): Slice[] {
  let start = 0;
  return data
    .filter((item) => item.count > 0)
    .map((item) => {
      const share = (item.count / total) * 100;
      const slice = { ...item, share, start };
      start += share;
      return slice;
    });
}

/**
 * Posts per category as a ring, with a legend of names and counts. The drawing is hidden from screen
 * readers, which get the same figures as a table.
 */
export function DonutChart({ title, data, totalLabel, emptyMessage, note }: DonutChartProps) {
  const copy = useMessages({ donutChart: donutChartMessages }).donutChart;
  const total = data.reduce((sum, item) => sum + item.count, 0);
  const colourKey = useCategoryTones();
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.title}>{title}</figcaption>
      {total === 0 ? (
        <p className={styles.empty}>{emptyMessage ?? copy.empty}</p>
      ) : (
        <div className={styles.body}>
          <div className={styles.ring}>
            <svg viewBox="0 0 42 42" className={styles.svg} aria-hidden="true">
              <circle className={styles.track} cx={CENTRE} cy={CENTRE} r={RADIUS} />
              {slicesOf(data, total).map((slice) => (
                <circle
                  key={slice.id}
                  className={`${styles.slice} ${styles.segment[colourKey(slice.id)]}`}
                  cx={CENTRE}
                  cy={CENTRE}
                  r={RADIUS}
                  strokeDasharray={`${slice.share} ${100 - slice.share}`}
                  // Slices start at twelve o'clock and run clockwise.
                  strokeDashoffset={25 - slice.start}
                />
              ))}
            </svg>
            <span className={styles.centre} aria-hidden="true">
              <span className={styles.total}>{total}</span>
              <span className={styles.totalLabel}>{totalLabel ?? copy.totalLabel}</span>
            </span>
          </div>
          <ul className={styles.legend} aria-hidden="true">
            {data.map((item) => (
              <li key={item.id} className={styles.legendItem}>
                <span className={`${styles.swatch} ${styles.swatchColour[colourKey(item.id)]}`} />
                <span className={styles.legendName}>{item.name}</span>
                <span className={styles.legendCount}>{item.count}</span>
              </li>
            ))}
          </ul>
          {/* Hidden by its box: a table is as wide as its text whatever its own width says, and would
              widen the page at 320 px. */}
          <div className={styles.table}>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.categoryColumn}</th>
                  <th scope="col">{copy.countColumn}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.name}</th>
                    <td>{item.count}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{copy.total}</th>
                  <td>{total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
      {total > 0 && note && <p className={styles.note}>{note}</p>}
    </figure>
  );
}
