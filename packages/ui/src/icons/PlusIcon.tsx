import { createIcon } from '../components/Icon/create-icon';

/** A cross of two bars: add or create. */
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
