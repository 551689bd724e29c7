// Components read the tokens from here, so each component's compiled stylesheet brings both themes'
// token values with it: a consumer who imports only Button gets a styled Button.
import './light.css';
import './dark.css';

export { vars } from './contract.css';
