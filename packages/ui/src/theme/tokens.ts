// Both themes' token values as CSS custom properties: the `@pupitre/ui/tokens.css` entry.
import './light.css';
import './dark.css';
