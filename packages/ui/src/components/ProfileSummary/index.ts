export { ProfileSummary, type ProfileSummaryProps } from './ProfileSummary';
