import { createIcon } from '../components/Icon/create-icon';

/** A bar: minimise. */
export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
