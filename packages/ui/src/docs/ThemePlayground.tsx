import { Unstyled } from '@storybook/addon-docs/blocks';
import { type CSSProperties, useId, useMemo, useState } from 'react';
import { placeholderImage } from '../assets/placeholder-image';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Chip } from '../components/Chip';
import { Header } from '../components/Header';
import { PostCard } from '../components/PostCard';
import { Tabs } from '../components/Tabs';
import { TextField } from '../components/TextField';
import type { PostView } from '../content/post-view';
import { BrandProvider } from '../providers/BrandProvider';
import { CategoryTonesProvider } from '../providers/CategoryTonesProvider';
import { exampleBrand } from '../providers/example-brand';
import { type LinkProps, LinkProvider } from '../providers/LinkProvider';
import { type ThemeName, themeClassNames } from '../theme/theme-names';
import { overrideDeclarations, type ThemeOverrides, themeCss } from '../theme/theme-overrides';
import { darkTheme, lightTheme } from '../theme/theme-values';
import { AA_TEXT, contrastRatio, formatRatio, isHexColour } from './contrast';
import { defaultChoice, derivedDarkPrimary, fontChoices, playgroundOverrides } from './playground-theme';
import * as styles from './ThemePlayground.css';

const themeLabels: Record<ThemeName, string> = { light: 'Claro', dark: 'Oscuro' };

const post: PostView = {
  id: 1,
  title: 'Cinco ideas para empezar el ciclo lectivo con un proyecto de lectura',
  summary: 'Rondas de lectura, un diario de clase y una biblioteca del aula armada con las familias.',
  imageSrc: placeholderImage,
  date: '3 de marzo de 2025',
  dateTime: '2025-03-03T09:00:00Z',
  categories: [
    { id: 1, name: 'Lectura', href: '/temas/1' },
    { id: 5, name: 'Aula', href: '/temas/5' },
  ],
  href: '/articulos/1',
};

const navItems = [
  { label: 'Inicio', href: '/' },
  { label: 'Blog', href: '/blog', section: ['/blog/'] },
  { label: 'Contacto', href: '/contacto' },
];

/** The sample's links do nothing: following one would leave the docs page. */
function StayLink({ ref, href, onClick, ...props }: LinkProps) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/**
 * A small screen of the package's components in one theme. The theme's class and the overrides (as
 * inline custom properties) sit on the sample's own element, so they reach only what is inside it.
 */
function Sample({ theme, overrides }: { theme: ThemeName; overrides: ThemeOverrides }) {
  const style = Object.fromEntries(overrideDeclarations(overrides)[theme]) as CSSProperties;
  return (
    <section
      aria-label={`Muestra en el tema ${themeLabels[theme].toLowerCase()}`}
      className={`${themeClassNames[theme]} ${styles.sample}`}
      style={style}
      data-sample-theme={theme}
    >
      <p className={styles.sampleTitle}>Tema {themeLabels[theme].toLowerCase()}</p>
      <div className={styles.headerFrame}>
        <Header
          user={null}
          currentPath="/blog"
          navItems={navItems}
          profileLinks={{ account: [], visitor: navItems, signIn: [{ label: 'Entrar', href: '/entrar' }] }}
          onLogout={() => {}}
          themeToggle={<span />}
        />
      </div>
      <div className={styles.sampleBody}>
        <Tabs.Root defaultValue="recientes">
          <Tabs.List aria-label="Publicaciones">
            <Tabs.Trigger value="recientes">Recientes</Tabs.Trigger>
            <Tabs.Trigger value="populares">Populares</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="recientes">
            <PostCard post={post} />
          </Tabs.Content>
          <Tabs.Content value="populares">
            <p>Todavía no hay publicaciones populares.</p>
          </Tabs.Content>
        </Tabs.Root>
        <Card padding="md" elevation="raised">
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>Recibe las novedades</h3>
            <div className={styles.row}>
              <Chip label="Nuevo" tone="primary" />
              <Chip label="Semanal" variant="outline" />
              <Chip label="Lectura" category={1} />
            </div>
            <TextField label="Correo electrónico" hint="Una carta por semana, sin publicidad." type="email" />
            <div className={styles.row}>
              <Button>Suscribirme</Button>
              <Button variant="outline">Más tarde</Button>
              <Button variant="ghost" tone="neutral">
                Cancelar
              </Button>
            </div>
          </div>
        </Card>
      </div>
    </section>
  );
}

/** The contrast of the colours the playground sets, in each theme. */
function ContrastChecks({ overrides }: { overrides: ThemeOverrides }) {
  const checks = (['light', 'dark'] as const).flatMap((theme) => {
    const defaults = theme === 'light' ? lightTheme : darkTheme;
    const colour = overrides[theme]?.color ?? {};
    const primary = colour.primary ?? defaults.color.primary;
    const link = colour.link ?? defaults.color.link;
    return [
      {
        key: `${theme}-on-primary`,
        label: `${themeLabels[theme]}: texto sobre el primario`,
        ratio: contrastRatio(colour.onPrimary ?? defaults.color.onPrimary, primary),
      },
      {
        key: `${theme}-link`,
        label: `${themeLabels[theme]}: enlace sobre el fondo`,
        ratio: contrastRatio(link, defaults.color.background),
      },
    ];
  });
  return (
    <ul className={styles.checks} aria-label="Contraste de los colores elegidos">
      {checks.map((check) => (
        <li key={check.key}>
          {check.label}:{' '}
          <span className={check.ratio >= AA_TEXT ? styles.pass : styles.fail}>
            {formatRatio(check.ratio)} {check.ratio >= AA_TEXT ? '(AA)' : '(no llega a AA)'}
          </span>
        </li>
      ))}
    </ul>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The theme playground: a designer picks the primary colour, the radius and the body font, sees a
 * sample screen in both themes side by side, and copies the plain CSS (`themeCss()`) that does it.
 */
export function ThemePlayground() {
  const id = useId();
  const [primary, setPrimary] = useState(defaultChoice.primary);
  const [primaryText, setPrimaryText] = useState(defaultChoice.primary);
  const [pickDark, setPickDark] = useState(false);
  const [darkPrimary, setDarkPrimary] = useState(derivedDarkPrimary(defaultChoice.primary));
  const [radius, setRadius] = useState(defaultChoice.radius);
  const [font, setFont] = useState(defaultChoice.font);
  const [copy, setCopy] = useState<CopyState>('idle');

  const overrides = useMemo(
    () => playgroundOverrides({ primary, darkPrimary: pickDark ? darkPrimary : undefined, radius, font }),
    [primary, pickDark, darkPrimary, radius, font],
  );
  const css = themeCss(overrides);
  const derived = derivedDarkPrimary(primary);

  const choosePrimary = (value: string) => {
    setPrimaryText(value);
    if (isHexColour(value) && value.length === 7) {
      setPrimary(value.toLowerCase());
      setCopy('idle');
    }
  };
  const reset = () => {
    setPrimary(defaultChoice.primary);
    setPrimaryText(defaultChoice.primary);
    setPickDark(false);
    setDarkPrimary(derivedDarkPrimary(defaultChoice.primary));
    setRadius(defaultChoice.radius);
    setFont(defaultChoice.font);
    setCopy('idle');
  };
  const copyCss = async () => {
    try {
      await navigator.clipboard.writeText(css);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Unstyled>
      <div className={styles.playground} data-testid="theme-playground">
        <fieldset className={styles.controls}>
          <legend>Tu marca</legend>
          <div className={styles.control}>
            <label htmlFor={`${id}-primary`}>Color primario (tema claro)</label>
            <div className={styles.inline}>
              <input
                id={`${id}-primary`}
                type="color"
                value={primary}
                onChange={(event) => choosePrimary(event.target.value)}
              />
              <input
                type="text"
                aria-label="Color primario en hexadecimal"
                value={primaryText}
                size={9}
                spellCheck={false}
                onChange={(event) => choosePrimary(event.target.value.trim())}
              />
            </div>
            <p className={styles.note}>
              El hover, el texto sobre el primario, los enlaces y el anillo de foco se calculan con él.
            </p>
          </div>
          <div className={styles.control}>
            <span className={styles.inline}>
              <input
                id={`${id}-pick-dark`}
                type="checkbox"
                checked={pickDark}
                onChange={(event) => {
                  setPickDark(event.target.checked);
                  if (event.target.checked) setDarkPrimary(derived);
                }}
              />
              <label htmlFor={`${id}-pick-dark`}>Elegir a mano el primario del tema oscuro</label>
            </span>
            {pickDark ? (
              <input
                type="color"
                aria-label="Color primario (tema oscuro)"
                value={darkPrimary}
                onChange={(event) => setDarkPrimary(event.target.value)}
              />
            ) : (
              <p className={styles.note}>
                {primary === defaultChoice.primary ? (
                  <>
                    Con el primario de Pupitre queda el suyo, <code>{darkTheme.color.primary}</code>. Con
                    otro, se deriva: tu primario aclarado hasta tener 4,5:1 sobre el fondo oscuro.
                  </>
                ) : (
                  <>
                    Derivado: <code>{derived}</code>, tu primario aclarado hasta tener 4,5:1 sobre el fondo
                    oscuro.
                  </>
                )}
              </p>
            )}
          </div>
          <div className={styles.control}>
            <label htmlFor={`${id}-radius`}>Radio de las esquinas: {radius} px</label>
            <input
              id={`${id}-radius`}
              type="range"
              min={0}
              max={24}
              step={1}
              value={radius}
              onChange={(event) => setRadius(Number(event.target.value))}
            />
            <p className={styles.note}>
              Es <code>radius.md</code>; <code>sm</code> es la mitad, <code>lg</code> una vez y media y{' '}
              <code>xl</code> el doble.
            </p>
          </div>
          <div className={styles.control}>
            <label htmlFor={`${id}-font`}>Tipografía del texto</label>
            <select id={`${id}-font`} value={font} onChange={(event) => setFont(event.target.value)}>
              {fontChoices.map((choice) => (
                <option key={choice.label} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p className={styles.note}>
              Solo fuentes que ya trae el sistema, o Poppins, que carga Storybook.
            </p>
          </div>
          <div className={styles.control}>
            <ContrastChecks overrides={overrides} />
            <div>
              <Button size="sm" variant="outline" tone="neutral" onClick={reset}>
                Volver a los valores de Pupitre
              </Button>
            </div>
          </div>
        </fieldset>

        <LinkProvider component={StayLink}>
          <CategoryTonesProvider tones={{ 1: 'c1', 5: 'c5' }}>
            <BrandProvider brand={exampleBrand}>
              <div className={styles.samples}>
                <Sample theme="light" overrides={overrides} />
                <Sample theme="dark" overrides={overrides} />
              </div>
            </BrandProvider>
          </CategoryTonesProvider>
        </LinkProvider>

        <div className={styles.output}>
          <h3 className={styles.heading} id={`${id}-css`}>
            El CSS para tu hoja de estilos
          </h3>
          <pre className={styles.code} data-testid="playground-css">
            <code>{css || '/* Todavía nada que cambiar: estos son los valores de Pupitre. */'}</code>
          </pre>
          <div className={styles.inline}>
            <Button size="sm" onClick={copyCss} disabled={!css}>
              Copiar el CSS
            </Button>
            <span role="status">
              {copy === 'copied'
                ? 'Copiado.'
                : copy === 'failed'
                  ? 'El navegador no dejó copiar: selecciona el texto y cópialo a mano.'
                  : ''}
            </span>
          </div>
        </div>
      </div>
    </Unstyled>
  );
}
