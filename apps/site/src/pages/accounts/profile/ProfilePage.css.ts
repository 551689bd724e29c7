import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

const mobile = 'screen and (max-width: 768px)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
});

/** The loading spinner and the failure, centred where the profile will be. */
export const state = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xxl} 0`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'stretch',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A card holding one section: its title, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: 1.25,
  color: vars.color.text,
});
