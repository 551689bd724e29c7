import { type PostSortOrder, sortPosts } from '@pupitre/data';
import { Callout, Hero, ListingStatus, PageLayout, PostGrid } from '@pupitre/ui';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRevealMore } from '../../hooks/use-reveal-more';
import { pageIn, paths, withPage } from '../../paths';
import { usePostListing, usePostSearch } from '../../queries/posts';
import { listingStatus } from '../../view/listing-status';
import { toPostView } from '../../view/post-view';
import { PAGE_TITLES } from '../page-titles';
import { CategoriesButton } from './CategoriesButton';
import { BLOG_FETCH_LIMIT } from './fetch-limits';
import { PostListingToolbar } from './PostListingToolbar';
import { useAddressSearch } from './use-address-search';

export const BLOG_PAGE_SIZE = 6;

export default function BlogPage() {
  useDocumentTitle(PAGE_TITLES.blog);
  const query = useSearch();
  const { input, setInput, term } = useAddressSearch(paths.blog());
  const [sort, setSort] = useState<PostSortOrder>('reciente');
  const listing = usePostListing(BLOG_FETCH_LIMIT);
  const search = usePostSearch(term);
  // Until a term's first results arrive the list on screen stays, under the 'Buscando...' label.
  const active = term && !search.isPending ? search : listing;
  const searching = input.trim() !== term || (term !== '' && search.isFetching);

  const posts = useMemo(() => sortPosts(active.data ?? [], sort), [active.data, sort]);
  const reveal = useRevealMore(posts.length, BLOG_PAGE_SIZE, term, pageIn(query));
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
          onChange: setInput,
          label: 'Buscar publicaciones',
          busy: searching,
        }}
        categoryId={null}
        sort={sort}
        onSortChange={setSort}
      />
      {term && active === search && !searching && status !== 'loading' && (
        <ListingStatus>
          {posts.length === 1 ? '1 resultado' : `${posts.length} resultados`} para «{term}»
        </ListingStatus>
      )}
      <PostGrid
        posts={posts.slice(0, reveal.shown).map(toPostView)}
        status={status}
        errorMessage={active.error?.message}
        onRetry={() => void active.refetch()}
        hasMore={reveal.hasMore}
        loadingMore={reveal.loadingMore}
        onLoadMore={reveal.loadMore}
        moreHref={withPage(paths.blog(), query, reveal.nextPage)}
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
