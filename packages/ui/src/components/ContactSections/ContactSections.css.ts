import { style } from '@vanilla-extract/css';
import { mutedCaption } from '../../internal/muted-caption.css';
import { outlinedNote } from '../../internal/outlined-note.css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';

export const promise = style({
  ...outlinedNote,
  borderRadius: vars.radius.round,
  fontWeight: vars.font.weight.semibold,
});

export const map = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  ...cardSurface,
});
export const mapImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});
export const mapStreet = style({ fill: vars.color.surface });
export const mapBlock = style({ fill: vars.color.surfaceSunken, stroke: vars.color.border, strokeWidth: 1 });
export const mapCampus = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.primary,
  strokeWidth: 3,
});
export const mapBuilding = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const mapCampusBuilding = style({
  fill: vars.color.surface,
  stroke: vars.color.primary,
  strokeWidth: 1.5,
});
export const mapPark = style({ fill: vars.color.surfaceRaised, stroke: vars.color.success, strokeWidth: 1 });
export const mapTree = style({ fill: vars.color.success, opacity: 0.55 });
export const mapStreetLine = style({ stroke: vars.color.border, strokeWidth: 1.5, strokeDasharray: '8 8' });
export const mapFrame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radius.md,
});
export const mapActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const mapPin = style({ fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 2 });
export const mapPinDot = style({ fill: vars.color.onPrimary });
export const mapLabelBox = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
});
export const mapLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '17px',
  fontWeight: vars.font.weight.semibold,
});
export const caption = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const address = style({ fontStyle: 'normal', fontWeight: vars.font.weight.semibold });
export const note = style(mutedCaption);
