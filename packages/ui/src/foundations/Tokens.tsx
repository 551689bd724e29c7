import type { CSSProperties } from 'react';
import { vars } from '../theme/contract.css';
import { fontSize, radius, space } from '../tokens/scales';
import * as styles from './Tokens.css';

interface SwatchSectionProps {
  title: string;
  tokens: Record<string, string>;
  /** The class and inline style of the sample drawn above each token's name. */
  sampleClassName: string;
  sampleStyle: (value: string) => CSSProperties;
}

/** A heading and a row of samples, one per token, each named under it. */
function SwatchSection({ title, tokens, sampleClassName, sampleStyle }: SwatchSectionProps) {
  return (
    <>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.swatches}>
        {Object.entries(tokens).map(([name, value]) => (
          <li key={name} className={styles.swatch}>
            <span className={sampleClassName} style={sampleStyle(value)} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

const background = (value: string) => ({ background: value });

/** A visual reference of the design tokens, rendered in whichever theme surrounds it. */
export function Tokens() {
  return (
    <div className={styles.page}>
      <SwatchSection
        title="Colores por función"
        tokens={vars.color}
        sampleClassName={styles.chip}
        sampleStyle={background}
      />
      <SwatchSection
        title="Colores de categoría"
        tokens={vars.category}
        sampleClassName={styles.chip}
        sampleStyle={background}
      />
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
      <SwatchSection
        title="Radios"
        tokens={radius}
        sampleClassName={styles.radiusBox}
        sampleStyle={(value) => ({ borderRadius: value })}
      />
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
