import { createIcon } from '../components/Icon/create-icon';

/** Angle brackets and a slash: code hosting. */
export const CodeIcon = createIcon('CodeIcon', <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />);
