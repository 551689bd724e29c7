import { type PostSortOrder, sortPosts } from '@pupitre/data';
import { Callout, Hero, ListingStatus, PageLayout, PostGrid } from '@pupitre/ui';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRevealMore } from '../../hooks/use-reveal-more';
import { usePostListing, usePostSearch } from '../../queries/posts';
import { listingStatus } from '../../view/listing-status';
import { toPostView } from '../../view/post-view';
import { PAGE_TITLES } from '../page-titles';
import { CategoriesButton } from './CategoriesButton';
import { BLOG_FETCH_LIMIT } from './fetch-limits';
import { PostListingToolbar } from './PostListingToolbar';

export const BLOG_PAGE_SIZE = 6;

export default function BlogPage() {
  useDocumentTitle(PAGE_TITLES.blog);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<PostSortOrder>('reciente');
  const listing = usePostListing(BLOG_FETCH_LIMIT);
  const search = usePostSearch(term);
  const active = term ? search : listing;

  const posts = useMemo(() => sortPosts(active.data ?? [], sort), [active.data, sort]);
  const reveal = useRevealMore(posts.length, BLOG_PAGE_SIZE, term);
  const status = listingStatus(active, posts.length);

  return (
    <PageLayout>
      <Hero
        title="Blog"
        subtitle="Artículos, técnicas y experiencias para aprender y enseñar mejor cada día."
      />
      <PostListingToolbar
        search={{
          value: input,
          onChange: (value) => {
            setInput(value);
            if (value.trim() === '') setTerm('');
          },
          onSearch: setTerm,
          placeholder: 'Buscar publicaciones...',
          label: 'Buscar publicaciones',
          busy: term !== '' && search.isFetching,
        }}
        categoryId={null}
        sort={sort}
        onSortChange={setSort}
      />
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
        prioritiseFirst
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
