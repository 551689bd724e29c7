export { PagePlaceholder, type PagePlaceholderProps } from './PagePlaceholder';
