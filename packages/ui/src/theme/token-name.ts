const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The public CSS custom property name of a token, without the dashes: `['color','primaryHover']` → `pupitre-color-primary-hover`. */
export function tokenName(path: readonly string[]): string {
  return `pupitre-${path.map(kebab).join('-')}`;
}

type Tree = { readonly [key: string]: string | Tree };

/** Every token of a theme as `[--name, value]`, in the theme's own order. */
export function flattenTokens(theme: Tree, path: string[] = []): [string, string][] {
  return Object.entries(theme).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`--${tokenName([...path, key])}`, value]]
      : flattenTokens(value, [...path, key]),
  ) as [string, string][];
}
