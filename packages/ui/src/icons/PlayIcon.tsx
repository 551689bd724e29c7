import { createIcon } from '../components/Icon/create-icon';

/** A triangle: play. */
export const PlayIcon = createIcon(
  'PlayIcon',
  <path
    d="M6 3.75v16.5a1.2 1.2 0 0 0 1.8 1.05l13.5-8.25a1.2 1.2 0 0 0 0-2.1L7.8 2.7A1.2 1.2 0 0 0 6 3.75z"
    fill="currentColor"
    stroke="none"
  />,
);
