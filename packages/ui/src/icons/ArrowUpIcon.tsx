import { createIcon } from '../components/Icon/create-icon';

/** Up: an arrow pointing to the top. */
export const ArrowUpIcon = createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
