import type { PostSortOrder } from '@pupitre/data';
import { ListingToolbar, SearchBox, type SearchBoxProps, Select, SortSelect } from '@pupitre/ui';
import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { useCategories } from '../../queries/categories';

const ALL = 'todas';
const EXPLORE = 'explore';

export interface PostListingToolbarProps {
  search: SearchBoxProps;
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
    <ListingToolbar search={<SearchBox {...search} />}>
      <Select label="Categoría" options={options} value={current} onValueChange={jump} />
      <SortSelect value={sort} onChange={onSortChange} />
    </ListingToolbar>
  );
}
