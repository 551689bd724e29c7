export { FeaturedPost, type FeaturedPostProps } from './FeaturedPost';
