/** Markdown; a long text is written as its lines, which are joined with a space. */
type Text = string | readonly string[];

/** Stories only: the guidance a designer reads at the top of a component's docs page, in Spanish. */
export interface Guidance {
  /** What the component is, in one sentence. */
  resumen: Text;
  /** When it is the right choice. */
  usar: Text;
  /** When another component (or none) fits better. */
  evitar: Text;
  /** Keyboard, names and roles, announcements, contrast, motion: what it does and what it asks of you. */
  accesibilidad: Text;
}

const oneLine = (text: Text) => (typeof text === 'string' ? text : text.join(' '));

/**
 * The `docs` parameter of a meta: autodocs shows `description.component` (markdown) under the title,
 * in place of the component's JSDoc.
 */
export function guidance({ resumen, usar, evitar, accesibilidad }: Guidance) {
  const component = [
    oneLine(resumen),
    `**Cuándo usarlo.** ${oneLine(usar)}`,
    `**Cuándo no.** ${oneLine(evitar)}`,
    `**Accesibilidad.** ${oneLine(accesibilidad)}`,
  ].join('\n\n');
  return { description: { component } };
}
