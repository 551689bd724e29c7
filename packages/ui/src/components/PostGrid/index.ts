export { PostGrid, type PostGridProps, type PostGridStatus, postGridStatuses } from './PostGrid';
