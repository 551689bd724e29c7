export { Hero, type HeroAlign, type HeroProps, heroAlignments } from './Hero';
export { type HeroPoint, HeroPoints } from './HeroPoints';
export { HeroStat, type HeroStatProps } from './HeroStat';
