import { style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { mutedCaption } from '../../internal/muted-caption.css';
import { pictureFrame } from '../../internal/picture-frame.css';
import { vars } from '../../theme/vars.css';

export const header = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', minWidth: 0 });

// The way back is a compact button at the start of the line, however the app builds it (a link in a
// button's clothes would otherwise stretch across the header like a bar).
export const back = style({ display: 'flex', justifySelf: 'start', maxWidth: '100%' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { fontSize: vars.font.size.xl } },
});

export const meta = style({ margin: 0, ...mutedCaption });

export const coverFrame = style({ justifySelf: 'stretch', ...pictureFrame(vars.radius.lg) });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '400px',
  objectFit: 'cover',
});
