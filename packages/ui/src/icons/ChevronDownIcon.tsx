import { createIcon } from '../components/Icon/create-icon';

/** Opens downwards: a select or a disclosure. */
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
