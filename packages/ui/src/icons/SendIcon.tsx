import { createIcon } from '../components/Icon/create-icon';

/** A paper plane: send. */
export const SendIcon = createIcon(
  'SendIcon',
  <>
    <path d="M4 12 20 4l-6 16-3-7z" />
    <path d="m11 13 9-9" />
  </>,
);
