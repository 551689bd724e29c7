export { CategoryHeader, type CategoryHeaderProps } from './CategoryHeader';
