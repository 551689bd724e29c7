export { NewsCarousel, type NewsCarouselProps } from './NewsCarousel';
