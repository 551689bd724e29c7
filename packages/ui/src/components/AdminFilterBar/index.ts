export {
  type AdminCategoryOption,
  AdminFilterBar,
  type AdminFilterBarProps,
  type AdminStatusFilter,
  adminStatusFilters,
} from './AdminFilterBar';
