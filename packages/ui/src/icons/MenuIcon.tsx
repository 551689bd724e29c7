import { createIcon } from '../components/Icon/create-icon';

/** Three lines: open the navigation menu. */
export const MenuIcon = createIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
