import { createIcon } from '../components/Icon/create-icon';

/** An envelope: email, a newsletter. */
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
