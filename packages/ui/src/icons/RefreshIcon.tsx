import { createIcon } from '../components/Icon/create-icon';

/** Two arrows chasing each other round a circle: load again. */
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4" />,
);
