export { type FloatingAnchor, FloatingToolbar, type FloatingToolbarProps } from './FloatingToolbar';
