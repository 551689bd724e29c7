import { createIcon } from '../components/Icon/create-icon';

/** A cross: close, dismiss, clear. */
export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
