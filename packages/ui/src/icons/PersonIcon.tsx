import { createIcon } from '../components/Icon/create-icon';

/** A head and shoulders: a person without a picture. */
export const PersonIcon = createIcon(
  'PersonIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
