export {
  Hero,
  type HeroAlign,
  type HeroPoint,
  HeroPoints,
  type HeroProps,
  heroAlignments,
} from './Hero';
