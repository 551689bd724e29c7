import { vars } from '../theme/contract.css';

/** The round floating button at the bottom right (the assistant's bubble). */
export const FLOATING_BUTTON_SIZE = '56px';

/**
 * The band at the bottom of the viewport the floating button sits in: the page's last content (the
 * footer's links) ends above it, and scrolling a focused element into view keeps it clear of it.
 */
export const FLOATING_ACTION_CLEARANCE = `calc(${vars.space.lg} + ${FLOATING_BUTTON_SIZE} + ${vars.space.md})`;
