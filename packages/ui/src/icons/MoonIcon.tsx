import { createIcon } from '../components/Icon/create-icon';

/** A crescent: the dark theme. */
export const MoonIcon = createIcon(
  'MoonIcon',
  <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />,
);
