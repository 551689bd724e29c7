import { adminFilterBarMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ListingToolbar } from '../ListingToolbar/ListingToolbar';
import { SearchBox } from '../SearchBox/SearchBox';
import { Select } from '../Select/Select';
import { type SortOrder, SortSelect } from '../SortSelect/SortSelect';
import type { PostStatus } from '../StatusBadge/StatusBadge';

export const adminStatusFilters = ['publicado', 'borrador', 'todas'] as const satisfies readonly (
  | PostStatus
  | 'todas'
)[];
/** Which posts the panel lists: one status, or every post. */
export type AdminStatusFilter = (typeof adminStatusFilters)[number];

/** A category the panel can be narrowed to. */
export interface AdminCategoryOption {
  id: number;
  name: string;
}

// The select's value for "every category": never a category id, which are positive numbers.
const ALL_CATEGORIES = 'all';

export interface AdminFilterBarProps {
  search: string;
  onSearchChange(term: string): void;
  status: AdminStatusFilter;
  onStatusChange(status: AdminStatusFilter): void;
  sort: SortOrder;
  onSortChange(order: SortOrder): void;
  /** The categories to narrow the list to; without them the bar has no category filter. */
  categories?: readonly AdminCategoryOption[];
  /** The chosen category's id; null for every category. */
  category?: number | null;
  onCategoryChange?(category: number | null): void;
}

/** The admin panel's filters: text search, status, category (when given) and sort order, all controlled. */
export function AdminFilterBar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  sort,
  onSortChange,
  categories,
  category = null,
  onCategoryChange,
}: AdminFilterBarProps) {
  const copy = useMessages({ adminFilterBar: adminFilterBarMessages }).adminFilterBar;
  return (
    <ListingToolbar
      search={
        <SearchBox
          value={search}
          onChange={onSearchChange}
          placeholder={copy.searchPlaceholder}
          label={copy.searchLabel}
        />
      }
    >
      <Select
        label={copy.statusLabel}
        value={status}
        onValueChange={(next) => onStatusChange(next as AdminStatusFilter)}
        options={adminStatusFilters.map((value) => ({ value, label: copy.statuses[value] }))}
      />
      {categories && (
        <Select
          label={copy.categoryLabel}
          value={category === null ? ALL_CATEGORIES : String(category)}
          onValueChange={(next) => onCategoryChange?.(next === ALL_CATEGORIES ? null : Number(next))}
          options={[
            { value: ALL_CATEGORIES, label: copy.allCategories },
            ...categories.map((option) => ({ value: String(option.id), label: option.name })),
          ]}
        />
      )}
      <SortSelect value={sort} onChange={onSortChange} />
    </ListingToolbar>
  );
}
