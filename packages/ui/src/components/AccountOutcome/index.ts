export { AccountOutcome, type AccountOutcomeProps } from './AccountOutcome';
