import { createVar, type StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';
import type { Tone, Variant } from './vocabulary';

/** What a tone decides; each variant reads the parts it draws with. */
export const toneVars = {
  /** Background of a solid control, and on hover. */
  fill: createVar(),
  fillHover: createVar(),
  /** Text on that background. */
  onFill: createVar(),
  /** Text of an outline or ghost control. */
  ink: createVar(),
  /** Border of an outline control, or a tone's accent line. */
  line: createVar(),
};

const tone = (fill: string, fillHover: string, onFill: string, ink: string, line: string) => ({
  vars: {
    [toneVars.fill]: fill,
    [toneVars.fillHover]: fillHover,
    [toneVars.onFill]: onFill,
    [toneVars.ink]: ink,
    [toneVars.line]: line,
  },
});

const { color } = vars;

/** The style rule of every tone, for `recipe()` variants and `styleVariants()`. */
export const toneRules = {
  primary: tone(color.primary, color.primaryHover, color.onPrimary, color.primary, color.primary),
  secondary: tone(color.secondary, color.secondaryHover, color.onSecondary, color.text, color.secondary),
  neutral: tone(color.surfaceRaised, color.surfaceSunken, color.text, color.text, color.borderStrong),
  success: tone(color.success, color.success, color.textInverse, color.success, color.success),
  danger: tone(color.danger, color.dangerHover, color.onDanger, color.danger, color.danger),
} satisfies Record<Tone, unknown>;

const hover = (background: string) => ({ selectors: { '&:hover:not(:disabled)': { background } } });

/** How a control (Button, IconButton) draws each variant with its tone's colours. */
export const controlVariantRules = {
  solid: { background: toneVars.fill, color: toneVars.onFill, ...hover(toneVars.fillHover) },
  outline: {
    background: 'transparent',
    color: toneVars.ink,
    borderColor: toneVars.line,
    ...hover(color.surfaceRaised),
  },
  ghost: { background: 'transparent', color: toneVars.ink, ...hover(color.surfaceRaised) },
} satisfies Record<Variant, StyleRule>;

/** The tones a control offers. */
export const controlToneRules = {
  primary: toneRules.primary,
  secondary: toneRules.secondary,
  neutral: toneRules.neutral,
  danger: toneRules.danger,
};
