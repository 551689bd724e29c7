export {
  type ProfilePostLink,
  ProfilePosts,
  type ProfilePostsProps,
  type ProfilePostsStatus,
  profilePostsStatuses,
} from './ProfilePosts';
