export { Card, type CardProps, cardElevations, cardPaddings } from './Card';
