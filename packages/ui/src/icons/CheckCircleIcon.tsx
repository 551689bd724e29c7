import { createIcon } from '../components/Icon/create-icon';

/** A tick in a circle: done, succeeded. */
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9" />
  </>,
);
