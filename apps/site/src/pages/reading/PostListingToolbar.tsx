import type { PostSortOrder } from '@pupitre/data';
import { ListingToolbar, SearchBox, Select, SortSelect } from '@pupitre/ui';
import { useLocation } from 'wouter';
import { paths, SEARCH_PARAM } from '../../paths';
import { useCategories } from '../../queries/categories';

const ALL = 'todas';
const EXPLORE = 'explore';

/** The search box of a listing; its placeholder is its label, and its term travels as `q`. */
export interface ListingSearch {
  value: string;
  onChange(value: string): void;
  label: string;
  busy: boolean;
}

export interface PostListingToolbarProps {
  search: ListingSearch;
  /** The category listed; null on the blog, which lists every category. */
  categoryId: number | null;
  sort: PostSortOrder;
  onSortChange(sort: PostSortOrder): void;
}

/** The controls above a post listing: its search box, a jump to another category and the sort order. */
export function PostListingToolbar({ search, categoryId, sort, onSortChange }: PostListingToolbarProps) {
  const [, navigate] = useLocation();
  const categories = useCategories();
  const current = categoryId === null ? ALL : String(categoryId);
  const options = [
    { value: ALL, label: 'Todas las categorías' },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.nombre })),
    ...(categoryId === null ? [] : [{ value: EXPLORE, label: 'Explorar categorías' }]),
  ];

  const jump = (value: string) => {
    if (value === current) return;
    if (value === ALL) navigate(paths.blog());
    else if (value === EXPLORE) navigate(paths.categories());
    else navigate(paths.category(value));
  };

  return (
    <ListingToolbar search={<SearchBox {...search} placeholder={`${search.label}...`} name={SEARCH_PARAM} />}>
      <Select label="Categoría" options={options} value={current} onValueChange={jump} />
      <SortSelect value={sort} onChange={onSortChange} />
    </ListingToolbar>
  );
}
