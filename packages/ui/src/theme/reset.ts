// The optional page reset (box sizing, body font and colours, focus ring, links): `@pupitre/ui/reset.css`.
import './global.css';
