export { CategoryFilterBar, type CategoryFilterBarProps } from './CategoryFilterBar';
