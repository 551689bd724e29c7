import { createIcon } from '../components/Icon/create-icon';

/** A speech bubble: a microblogging site. */
export const SpeechBubbleIcon = createIcon('SpeechBubbleIcon', <path d="M4 5h16v11H9l-5 4z" />);
