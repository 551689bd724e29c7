export {
  AdminFilterBar,
  type AdminFilterBarProps,
  type AdminStatusFilter,
  adminStatusFilters,
} from './AdminFilterBar';
