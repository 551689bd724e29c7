import { createIcon } from '../components/Icon/create-icon';

/** Previous. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M15 4.5 7.5 12l7.5 7.5" />);
