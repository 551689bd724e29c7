export { PostHeader, type PostHeaderProps } from './PostHeader';
