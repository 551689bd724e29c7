import { createIcon } from '../components/Icon/create-icon';

/** A rounded square: restore a minimised window. */
export const SquareIcon = createIcon('SquareIcon', <rect x="5" y="5" width="14" height="14" rx="2" />);
