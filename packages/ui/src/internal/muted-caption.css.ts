import { vars } from '../theme/vars.css';

/** Secondary text (a date line, a placeholder, a note): small and muted. */
export const mutedCaption = { color: vars.color.textMuted, fontSize: vars.font.size.sm } as const;
