export { BACK_TO_TOP_THRESHOLD, BackToTop, type BackToTopProps } from './BackToTop';
