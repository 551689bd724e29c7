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

export interface AdminFilterBarProps {
  search: string;
  onSearchChange(term: string): void;
  status: AdminStatusFilter;
  onStatusChange(status: AdminStatusFilter): void;
  sort: SortOrder;
  onSortChange(order: SortOrder): void;
}

/** The admin panel's filters: text search, publication status and sort order, all controlled. */
export function AdminFilterBar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  sort,
  onSortChange,
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
      <SortSelect value={sort} onChange={onSortChange} />
    </ListingToolbar>
  );
}
