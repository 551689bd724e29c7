import { createIcon } from '../components/Icon/create-icon';

/** A speech bubble with three dots: a conversation. */
export const ChatIcon = createIcon(
  'ChatIcon',
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={3} />
  </>,
);
