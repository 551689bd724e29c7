export { QuoteCard, type QuoteCardProps } from './QuoteCard';
