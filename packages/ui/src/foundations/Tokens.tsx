import { vars } from '../theme/contract.css';
import { fontSize, radius, space } from '../tokens/scales';
import * as styles from './Tokens.css';

const colourRoles = Object.keys(vars.color) as (keyof typeof vars.color)[];
const categoryRoles = Object.keys(vars.category) as (keyof typeof vars.category)[];

/** A visual reference of the design tokens, rendered in whichever theme surrounds it. */
export function Tokens() {
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>Colores por función</h2>
      <ul className={styles.swatches}>
        {colourRoles.map((role) => (
          <li key={role} className={styles.swatch}>
            <span className={styles.chip} style={{ background: vars.color[role] }} />
            <code>{role}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Colores de categoría</h2>
      <ul className={styles.swatches}>
        {categoryRoles.map((role) => (
          <li key={role} className={styles.swatch}>
            <span className={styles.chip} style={{ background: vars.category[role] }} />
            <code>{role}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Espaciado</h2>
      <ul className={styles.list}>
        {Object.entries(space).map(([name, value]) => (
          <li key={name} className={styles.row}>
            <code className={styles.name}>{name}</code>
            <span className={styles.bar} style={{ width: value }} />
            <span>{value}</span>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Radios</h2>
      <ul className={styles.swatches}>
        {Object.entries(radius).map(([name, value]) => (
          <li key={name} className={styles.swatch}>
            <span className={styles.radiusBox} style={{ borderRadius: value }} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Tipografía</h2>
      <ul className={styles.list}>
        {Object.entries(fontSize).map(([name, value]) => (
          <li key={name} style={{ fontSize: value }}>
            <code className={styles.name}>{name}</code> Aprender juntos ({value})
          </li>
        ))}
      </ul>
    </div>
  );
}
