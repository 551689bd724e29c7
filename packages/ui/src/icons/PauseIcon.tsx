import { createIcon } from '../components/Icon/create-icon';

/** Two bars: pause. */
export const PauseIcon = createIcon(
  'PauseIcon',
  <>
    <rect x="4.5" y="3" width="5.25" height="18" rx="1.5" fill="currentColor" stroke="none" />
    <rect x="14.25" y="3" width="5.25" height="18" rx="1.5" fill="currentColor" stroke="none" />
  </>,
);
