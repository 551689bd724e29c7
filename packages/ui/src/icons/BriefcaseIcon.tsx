import { createIcon } from '../components/Icon/create-icon';

/** A briefcase: a professional network. */
export const BriefcaseIcon = createIcon('BriefcaseIcon', <path d="M3 8h18v11H3zM9 8V5h6v3M3 13h18" />);
