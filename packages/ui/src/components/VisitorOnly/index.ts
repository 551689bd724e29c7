export { markSignedIn, SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE, signedInInitScript } from './signed-in-mark';
export { VisitorOnly } from './VisitorOnly';
