import { listedPost, type PostSortOrder, sortPosts } from '@pupitre/data';
import {
  ArrowLeftIcon,
  EmptyState,
  ErrorState,
  Hero,
  HeroStat,
  PageLayout,
  Pagination,
  PostGrid,
} from '@pupitre/ui';
import { useMemo, useRef, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { pageIn, paths, withPage } from '../../paths';
import { useCategories } from '../../queries/categories';
import { useCategoryPosts, useCategorySearch } from '../../queries/posts';
import { toPostView } from '../../view/post-view';
import { PAGE_TITLES } from '../page-titles';
import { CategoriesButton } from './CategoriesButton';
import { CategoryNewsletter } from './CategoryNewsletter';
import { CATEGORY_FETCH_LIMIT } from './fetch-limits';
import { PostListingToolbar } from './PostListingToolbar';
import { useAddressSearch } from './use-address-search';

export const CATEGORY_PAGE_SIZE = 9;

function BackToCategories() {
  return (
    <CategoriesButton tone="secondary" size="sm">
      <ArrowLeftIcon size="inherit" /> Volver a categorías
    </CategoriesButton>
  );
}

/** /categoria/{id} (reading-area §2 "Category detail page"). */
export default function CategoryPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const hero = useRef<HTMLElement>(null);
  const { input, setInput, term } = useAddressSearch(paths.category(params.id));
  const [sort, setSort] = useState<PostSortOrder>('reciente');
  const query = useSearch();
  // The page an address asked for (`?pagina=`, a pagination link followed without scripts).
  const [page, setPage] = useState(() => pageIn(query));

  const categories = useCategories();
  const posts = useCategoryPosts(id, CATEGORY_FETCH_LIMIT);
  const search = useCategorySearch(id, term, posts.data ?? []);
  const category = categories.data?.find((candidate) => candidate.id === id);
  // An id no category has is as unknown as one that is not an id (the server answers 404 for both).
  const unknown = !validId || (categories.data !== undefined && !category);
  useDocumentTitle(category?.nombre ?? (unknown ? PAGE_TITLES.categoryNotFound : PAGE_TITLES.category));

  const source = term ? search.data : posts.data;
  const sorted = useMemo(() => sortPosts(source ?? [], sort), [source, sort]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / CATEGORY_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = sorted.slice((currentPage - 1) * CATEGORY_PAGE_SIZE, currentPage * CATEGORY_PAGE_SIZE);
  const searching = input.trim() !== term || (term !== '' && search.isFetching);

  if (unknown) {
    return <ErrorState title="Categoria no encontrada." actions={<BackToCategories />} />;
  }
  if (posts.isError) {
    return (
      <ErrorState
        title="Error al cargar la categoría"
        message={
          posts.error.message || 'No se pudieron cargar los datos. Por favor, intenta de nuevo mas tarde.'
        }
        actions={<BackToCategories />}
      />
    );
  }

  const goToPage = (next: number) => {
    setPage(next);
    hero.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageLayout>
      <Hero
        ref={hero}
        align="start"
        title={category?.nombre ?? 'Categoría'}
        subtitle={category?.descripcion || 'Artículos relacionados con esta categoría'}
        before={<BackToCategories />}
      >
        <HeroStat value={posts.data?.length ?? 0} label="Número de posts" />
      </Hero>
      <PostListingToolbar
        search={{
          value: input,
          onChange: (value) => {
            setInput(value);
            setPage(1);
          },
          label: 'Buscar en esta categoría',
          busy: searching,
        }}
        categoryId={id}
        sort={sort}
        onSortChange={setSort}
      />
      {!posts.isPending && !searching && sorted.length === 0 ? (
        <EmptyState
          title="No hay publicaciones disponibles"
          description={
            term
              ? `No se encontraron artículos en esta categoría para «${term}»`
              : 'No se encontraron artículos en esta categoría'
          }
          actions={<CategoriesButton>Explorar otras categorías</CategoriesButton>}
        />
      ) : (
        <PostGrid
          posts={visible.map((post) => toPostView(listedPost(post)))}
          status={posts.isPending ? 'loading' : 'ready'}
        />
      )}
      <Pagination
        page={currentPage}
        totalPages={pageCount}
        onPageChange={goToPage}
        hrefFor={(target) => withPage(paths.category(id), query, target)}
      />
      <CategoryNewsletter />
    </PageLayout>
  );
}
