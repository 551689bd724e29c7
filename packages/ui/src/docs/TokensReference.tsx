import { Unstyled } from '@storybook/addon-docs/blocks';
import { type ReactNode, useState } from 'react';
import { Button } from '../components/Button';
import { type ThemeName, themeClassNames } from '../theme/theme-names';
import { layout } from '../tokens/scales';
import { AA_TEXT, formatRatio } from './contrast';
import { colourPairs, pairContrast } from './contrast-pairs';
import * as styles from './docs-blocks.css';
import { buildTokensJson, type TokenRow, tokenRows } from './tokens-json';
import { useDocsTheme } from './use-docs-theme';

/** Every token, from the same DTCG JSON the package publishes as `@pupitre/ui/tokens.json`. */
const rows = tokenRows(buildTokensJson());
const themes = ['light', 'dark'] as const;
export const themeLabels: Record<ThemeName, string> = { light: 'Claro', dark: 'Oscuro' };

const groupLabels: Record<string, string> = {
  color: 'Colores por función',
  footer: 'Pie de página',
  category: 'Colores de categoría',
  onCategory: 'Texto sobre cada categoría',
  font: 'Tipografía',
  space: 'Espaciado',
  radius: 'Radios',
  iconSize: 'Tamaños de icono',
  shadow: 'Sombras',
  transition: 'Movimiento',
};

const inGroup = (...path: string[]) =>
  rows.filter((row) => path.every((key, index) => row.path[index] === key));
const cssVar = (row: TokenRow) => `var(${row.cssVariable})`;
const lastKey = (row: TokenRow) => row.path[row.path.length - 1] ?? '';

/**
 * A block of the docs page in the toolbar's theme: the block carries the theme's class, so the tokens
 * it reads are that theme's, whatever the rest of the page shows.
 */
function ThemedBlock({ children, label }: { children: ReactNode; label?: string }) {
  const theme = useDocsTheme();
  return (
    <Unstyled>
      <section
        aria-label={label}
        className={`${themeClassNames[theme]} ${styles.block}`}
        data-docs-theme={theme}
      >
        {children}
      </section>
    </Unstyled>
  );
}

/** Which theme the toolbar has on: the blocks below draw their samples in it. */
export function ActiveTheme() {
  const theme = useDocsTheme();
  return (
    <ThemedBlock label="Tema activo">
      <p className={styles.status} data-testid="active-theme">
        Tema activo en la barra de herramientas:{' '}
        <strong className={styles.badge}>{themeLabels[theme]}</strong>
        Las muestras se dibujan en él; las tablas dan los valores de los dos temas.
      </p>
    </ThemedBlock>
  );
}

function Value({ value, colour }: { value: string; colour: boolean }) {
  return (
    <span className={styles.value}>
      {colour ? <span className={styles.swatch} style={{ background: value }} aria-hidden /> : null}
      <code>{value}</code>
    </span>
  );
}

/** Every token: where it sits, its CSS custom property and its value in the light and the dark theme. */
export function TokenTable() {
  // The groups in the order a reader looks for them (colours first), then any group added later.
  const groups = [...new Set([...Object.keys(groupLabels), ...rows.map((row) => row.path[0] ?? '')])].filter(
    (group) => rows.some((row) => row.path[0] === group),
  );
  return (
    <ThemedBlock label="Todos los tokens">
      <table className={styles.table} data-testid="token-table">
        <caption>{rows.length} tokens, cada uno con su propiedad CSS y su valor en cada tema</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Variable CSS</th>
            <th scope="col">Claro</th>
            <th scope="col">Oscuro</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr>
              <th scope="rowgroup" colSpan={4}>
                {groupLabels[group] ?? group}
              </th>
            </tr>
            {inGroup(group).map((row) => (
              <tr key={row.cssVariable} data-token={row.cssVariable}>
                <td className={styles.name}>
                  <code>{row.path.join('.')}</code>
                </td>
                <td className={styles.name}>
                  <code>{row.cssVariable}</code>
                </td>
                {themes.map((theme) => (
                  <td key={theme} data-theme-value={theme}>
                    <Value value={row[theme]} colour={row.type === 'color'} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ThemedBlock>
  );
}

/** The text/background pairs with their WCAG contrast ratio in each theme, computed from the values. */
export function ColourContrast() {
  return (
    <ThemedBlock label="Contraste de los pares de color">
      <table className={styles.table} data-testid="contrast-table">
        <caption>Contraste WCAG 2.2 de cada par (AA pide 4,5:1 para texto normal)</caption>
        <thead>
          <tr>
            <th scope="col">Par</th>
            <th scope="col">Tokens</th>
            <th scope="col">Claro</th>
            <th scope="col">Oscuro</th>
          </tr>
        </thead>
        <tbody>
          {colourPairs.map((pair) => (
            <tr key={pair.label} data-pair={`${pair.foreground}/${pair.background}`}>
              <th scope="row">{pair.label}</th>
              <td>
                <code>{pair.foreground}</code> sobre <code>{pair.background}</code>
              </td>
              {themes.map((theme) => {
                const contrast = pairContrast(rows, pair, theme);
                const passes = contrast.ratio >= AA_TEXT;
                return (
                  <td key={theme} data-theme-value={theme}>
                    <span className={styles.value}>
                      <span
                        className={styles.pairSample}
                        style={{ color: contrast.foreground, background: contrast.background }}
                      >
                        Aa Texto
                      </span>
                      <span className={passes ? styles.pass : styles.fail}>
                        {formatRatio(contrast.ratio)} · {contrast.level}
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ThemedBlock>
  );
}

/** The body font, its weights and its sizes, drawn with the tokens. */
export function TypographyScale() {
  const [family] = inGroup('font', 'body');
  return (
    <ThemedBlock label="Tipografía">
      {family ? (
        <div className={styles.row}>
          <code className={styles.label}>{family.cssVariable}</code>
          <p className={styles.sampleText} style={{ fontFamily: cssVar(family), fontSize: '20px' }}>
            Aprender juntos: ñandú, pingüino, ¿acción? ¡Sí! 0123456789
            <br />
            <code className={styles.label}>{family.light}</code>
          </p>
        </div>
      ) : null}
      <ul className={styles.list} aria-label="Pesos">
        {inGroup('font', 'weight').map((row) => (
          <li key={row.cssVariable} className={styles.row}>
            <code className={styles.label}>
              {row.cssVariable} · {row.light}
            </code>
            <p className={styles.sampleText} style={{ fontWeight: cssVar(row), fontSize: '18px' }}>
              Lectura compartida ({lastKey(row)})
            </p>
          </li>
        ))}
      </ul>
      <ul className={styles.list} aria-label="Tamaños">
        {inGroup('font', 'size').map((row) => (
          <li key={row.cssVariable} className={styles.row}>
            <code className={styles.label}>
              {row.cssVariable} · {row.light}
            </code>
            <p className={styles.sampleText} style={{ fontSize: cssVar(row) }}>
              Aprender juntos
            </p>
          </li>
        ))}
      </ul>
    </ThemedBlock>
  );
}

export function SpacingScale() {
  return (
    <ThemedBlock label="Espaciado">
      <ul className={styles.list}>
        {inGroup('space').map((row) => (
          <li key={row.cssVariable} className={styles.row}>
            <code className={styles.label}>
              {row.cssVariable} · {row.light}
            </code>
            <span className={styles.bar} style={{ width: cssVar(row) }} />
          </li>
        ))}
      </ul>
    </ThemedBlock>
  );
}

export function RadiusScale() {
  return (
    <ThemedBlock label="Radios">
      <ul className={styles.tiles}>
        {inGroup('radius').map((row) => (
          <li key={row.cssVariable} className={styles.tile}>
            <span className={styles.radiusBox} style={{ borderRadius: cssVar(row) }} />
            <code className={styles.label}>{row.cssVariable}</code>
            <span>{row.light}</span>
          </li>
        ))}
      </ul>
    </ThemedBlock>
  );
}

export function ShadowScale() {
  return (
    <ThemedBlock label="Sombras">
      <ul className={styles.tiles}>
        {inGroup('shadow').map((row) => (
          <li key={row.cssVariable} className={styles.tile}>
            <span className={styles.shadowBox} style={{ boxShadow: cssVar(row) }} />
            <code className={styles.label}>{row.cssVariable}</code>
          </li>
        ))}
      </ul>
    </ThemedBlock>
  );
}

export function IconSizeScale() {
  return (
    <ThemedBlock label="Tamaños de icono">
      <ul className={styles.tiles}>
        {inGroup('iconSize').map((row) => (
          <li key={row.cssVariable} className={styles.tile}>
            <span className={styles.iconBox} style={{ width: cssVar(row), height: cssVar(row) }} />
            <code className={styles.label}>{row.cssVariable}</code>
            <span>{row.light}</span>
          </li>
        ))}
      </ul>
    </ThemedBlock>
  );
}

/** Each transition moves a dot; with reduced motion asked for, the dot jumps instead. */
export function MotionScale() {
  const [moved, setMoved] = useState(false);
  return (
    <ThemedBlock label="Movimiento">
      <ul className={styles.list}>
        {inGroup('transition').map((row) => (
          <li key={row.cssVariable} className={styles.motionRow}>
            <code className={styles.label}>
              {row.cssVariable} · {row.light}
            </code>
            <span className={styles.track}>
              <span
                className={styles.dot}
                data-moved={moved || undefined}
                style={{ transition: `transform ${cssVar(row)}` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" variant="outline" aria-pressed={moved} onClick={() => setMoved(!moved)}>
          Reproducir las transiciones
        </Button>
      </div>
    </ThemedBlock>
  );
}

const layoutLabels: Record<keyof typeof layout, string> = {
  pageMaxWidth: 'Ancho máximo del contenido de una página',
  sidebarMaxWidth: 'Ancho máximo de la barra lateral',
  formCardMaxWidth: 'Ancho máximo de la tarjeta de un formulario',
  mobileBreakpoint: 'Corte entre el diseño de móvil y el de escritorio',
};

/** The layout measures: plain values in `tokens.layout`, since a media query cannot read var(). */
export function Breakpoints() {
  return (
    <ThemedBlock label="Maquetación y puntos de corte">
      <table className={styles.table} data-testid="layout-table">
        <thead>
          <tr>
            <th scope="col">Medida</th>
            <th scope="col">En JavaScript</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {(Object.entries(layout) as [keyof typeof layout, string][]).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{layoutLabels[key]}</th>
              <td>
                <code>tokens.layout.{key}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemedBlock>
  );
}
