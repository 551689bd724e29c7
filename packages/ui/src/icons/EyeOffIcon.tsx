import { createIcon } from '../components/Icon/create-icon';

/** A struck-through eye: hide. */
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.1Q11.3 5 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3 3.9" />
    <path d="M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
