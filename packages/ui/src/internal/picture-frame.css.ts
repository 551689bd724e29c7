import { vars } from '../theme/vars.css';

/** The box a picture is cropped to, rounded by `radius`: sunken where there is no picture (yet). */
export const pictureFrame = (radius: string) =>
  ({ overflow: 'hidden', borderRadius: radius, background: vars.color.surfaceSunken }) as const;
