import { createIcon } from '../components/Icon/create-icon';

/** An empty tray: nothing here yet. */
export const InboxIcon = createIcon(
  'InboxIcon',
  <>
    <path d="M5.5 5h13L21 13v6H3v-6z" />
    <path d="M3 13h5l1.5 3h5l1.5-3h5" />
  </>,
);
