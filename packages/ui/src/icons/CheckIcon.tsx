import { createIcon } from '../components/Icon/create-icon';

/** A tick: selected, checked. */
export const CheckIcon = createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
