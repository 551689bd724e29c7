export { type CategoryShortcut, CategoryShortcuts, type CategoryShortcutsProps } from './CategoryShortcuts';
export {
  type CommunityStat,
  CommunityStats,
  type CommunityStatsProps,
  type Testimonial,
} from './CommunityStats';
export { type BannerLink, SignupBanner, type SignupBannerProps } from './SignupBanner';
