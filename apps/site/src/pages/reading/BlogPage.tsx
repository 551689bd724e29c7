import { type PostSortOrder, sortPosts } from '@pupitre/data';
import {
  Callout,
  Hero,
  ListingStatus,
  ListingToolbar,
  PageLayout,
  PostGrid,
  SearchBox,
  Select,
  SortSelect,
} from '@pupitre/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRevealMore } from '../../hooks/use-reveal-more';
import { paths } from '../../paths';
import { useCategories } from '../../queries/categories';
import { usePostListing, usePostSearch } from '../../queries/posts';
import { toPostView } from '../../view/post-view';
import { CategoriesButton } from './CategoriesButton';

export const BLOG_FETCH_LIMIT = 12;
export const BLOG_PAGE_SIZE = 6;
const ALL = 'todas';

export default function BlogPage() {
  useDocumentTitle('Blog');
  const [, navigate] = useLocation();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<PostSortOrder>('reciente');
  const categories = useCategories();
  const listing = usePostListing(BLOG_FETCH_LIMIT);
  const search = usePostSearch(term);
  const active = term ? search : listing;

  const posts = useMemo(() => sortPosts(active.data ?? [], sort), [active.data, sort]);
  const reveal = useRevealMore(posts.length, BLOG_PAGE_SIZE, term);
  const status = active.isPending
    ? 'loading'
    : active.isError
      ? 'error'
      : posts.length === 0
        ? 'empty'
        : 'ready';

  const categoryOptions = [
    { value: ALL, label: 'Todas las categorías' },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.nombre })),
  ];

  return (
    <PageLayout>
      <Hero
        title="Blog"
        subtitle="Artículos, técnicas y experiencias para aprender y enseñar mejor cada día."
      />
      <ListingToolbar
        search={
          <SearchBox
            value={input}
            onChange={(value) => {
              setInput(value);
              if (value.trim() === '') setTerm('');
            }}
            onSearch={setTerm}
            placeholder="Buscar publicaciones..."
            label="Buscar publicaciones"
            busy={term !== '' && search.isFetching}
          />
        }
      >
        <Select
          label="Categoría"
          options={categoryOptions}
          value={ALL}
          onValueChange={(value) => {
            if (value !== ALL) navigate(paths.category(value));
          }}
        />
        <SortSelect value={sort} onChange={setSort} />
      </ListingToolbar>
      {term && status !== 'loading' && (
        <ListingStatus>
          {posts.length === 1 ? '1 resultado' : `${posts.length} resultados`} para «{term}»
        </ListingStatus>
      )}
      <PostGrid
        posts={posts.slice(0, reveal.shown).map(toPostView)}
        status={status}
        errorMessage={active.error?.message}
        hasMore={reveal.hasMore}
        loadingMore={reveal.loadingMore}
        onLoadMore={reveal.loadMore}
      />
      <Callout
        tone="surface"
        title="¿Buscas un tema concreto?"
        text="Explora las siete categorías de Pupitre y encuentra artículos agrupados por lo que más te interesa."
        actions={<CategoriesButton tone="secondary">Ver categorías</CategoriesButton>}
      />
    </PageLayout>
  );
}
