import { createIcon } from '../components/Icon/create-icon';

/** Next. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 4.5 7.5 7.5-7.5 7.5" />);
