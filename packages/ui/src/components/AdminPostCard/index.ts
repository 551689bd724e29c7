export { AdminPostCard, type AdminPostCardProps } from './AdminPostCard';
