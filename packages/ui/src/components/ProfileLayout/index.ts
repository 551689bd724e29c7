export { ProfileColumns, ProfileLayout, type ProfileLayoutProps } from './ProfileLayout';
export { ProfileSection, type ProfileSectionProps } from './ProfileSection';
