export {
  ListingStatus,
  type ListingStatusProps,
  ListingToolbar,
  type ListingToolbarProps,
  listingStatusAlignments,
} from './ListingToolbar';
