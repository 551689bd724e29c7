export { type PostStatus, postStatuses, StatusBadge, type StatusBadgeProps } from './StatusBadge';
