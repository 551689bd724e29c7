import { createIcon } from '../components/Icon/create-icon';

/** Back: an arrow pointing left. */
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', <path d="M19 12H5M12 5l-7 7 7 7" />);
