import { createIcon } from '../components/Icon/create-icon';

/** Two chain links: a hyperlink. */
export const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
