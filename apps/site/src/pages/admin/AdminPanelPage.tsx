import { type ListedPost, POST_DELETE_ERROR } from '@pupitre/data';
import {
  Button,
  InboxIcon,
  Link,
  PageHeader,
  PageLayout,
  PlusIcon,
  RefreshIcon,
  Skeleton,
  useToast,
} from '@pupitre/ui';
import { AdminFilterBar, AdminOverview, AdminPostGrid, DonutChart, StatCard } from '@pupitre/ui/fragments';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { useAdminPostPages, useAdminPostSummary } from '../../queries/admin-posts';
import { useNewsletterStats } from '../../queries/scheduled-posts';
import { AdminPostItem } from './AdminPostItem';
import { adminListRequest, asksForEveryPost, initialAdminFilters } from './admin-filters';
import { adminListStatus } from './admin-list-status';
import { adminOverview } from './admin-overview';
import { DeletePostDialog, type PostToDelete } from './DeletePostDialog';
import { ScheduledPosts } from './ScheduledPosts';

export const ADMIN_TOAST_MS = 3000;
export const PANEL_LOAD_ERROR =
  'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.';
/** The search is sent once the author stops typing for this long: one request per word, not per key. */
export const ADMIN_SEARCH_DELAY_MS = 300;

function draftsLine(drafts: number): string {
  return drafts === 1 ? '1 borrador' : `${drafts} borradores`;
}

const CHART_NOTE = 'Cada publicación cuenta una vez, en su primera categoría. Incluye borradores.';

/**
 * /admin/panel and /admin/post: every post with its status, a page at a time, searched, filtered and
 * sorted by the server; the figures are the database's; deletion is confirmed.
 */
export default function AdminPanelPage() {
  useDocumentTitle('Panel de Administracion');
  const toast = useToast();
  const [filters, setFilters] = useState(initialAdminFilters);
  const search = useDebouncedValue(filters.search, ADMIN_SEARCH_DELAY_MS);
  // The query's key is compared by value: a new object with the same filters asks for nothing new.
  const request = adminListRequest({ ...filters, search });
  const pages = useAdminPostPages(request);
  const summary = useAdminPostSummary();
  const [toDelete, setToDelete] = useState<PostToDelete | null>(null);

  const shown = useMemo(() => pages.data?.pages.flatMap((page) => page.posts) ?? [], [pages.data]);
  const pagesOfIds = useMemo(
    () => pages.data?.pages.map((page) => page.posts.map((post) => post.id)) ?? [],
    [pages.data],
  );
  const newsletterByPost = useNewsletterStats(pagesOfIds);
  // Every page counts the whole list; the newest page has the newest count.
  const total = pages.data?.pages.at(-1)?.total;

  const refresh = async () => {
    toast({ title: 'Actualizando publicaciones...', duration: ADMIN_TOAST_MS });
    const [list] = await Promise.all([pages.refetch(), summary.refetch()]);
    toast(
      list.isError
        ? { title: PANEL_LOAD_ERROR, tone: 'danger', duration: ADMIN_TOAST_MS }
        : { title: 'Publicaciones actualizadas correctamente', tone: 'success', duration: ADMIN_TOAST_MS },
    );
  };

  const status = adminListStatus(pages, shown.length);
  const overview = adminOverview(summary);
  const everyPost = asksForEveryPost(request);

  return (
    <PageLayout>
      <PageHeader title="Panel de Administracion" align="start">
        <Button variant="outline" tone="neutral" onClick={refresh} loading={pages.isRefetching}>
          <RefreshIcon size="inherit" /> Actualizar
        </Button>
        <Button asChild>
          <Link href={paths.newPost()}>
            <PlusIcon size="inherit" /> Nueva Publicacion
          </Link>
        </Button>
      </PageHeader>
      {/* A failed load shows no figure at all (a 0 would say the site has no posts). */}
      {overview.kind !== 'failed' && (
        <AdminOverview
          label="Resumen de publicaciones"
          figures={
            overview.kind === 'loading' ? (
              <Skeleton height="7rem" radius="12px" />
            ) : (
              <StatCard
                label="Total de publicaciones"
                value={overview.total}
                icon={<InboxIcon size="md" />}
                description={draftsLine(overview.drafts)}
              />
            )
          }
          chart={
            overview.kind === 'loading' ? (
              <Skeleton height="16rem" radius="12px" />
            ) : (
              <DonutChart
                title="Publicaciones por categoría"
                data={overview.counts}
                totalLabel="publicaciones"
                emptyMessage="Todavía no hay publicaciones en ninguna categoría."
                note={CHART_NOTE}
              />
            )
          }
        />
      )}
      <ScheduledPosts />
      <AdminFilterBar
        search={filters.search}
        onSearchChange={(term) => setFilters((current) => ({ ...current, search: term }))}
        status={filters.status}
        onStatusChange={(next) => setFilters((current) => ({ ...current, status: next }))}
        sort={filters.sort}
        onSortChange={(sort) => setFilters((current) => ({ ...current, sort }))}
        categories={overview.kind === 'ready' ? overview.counts : undefined}
        category={filters.category}
        onCategoryChange={(category) => setFilters((current) => ({ ...current, category }))}
      />
      <AdminPostGrid
        status={status}
        errorMessage={PANEL_LOAD_ERROR}
        onRetry={() => void pages.refetch()}
        emptyTitle={everyPost ? 'No hay publicaciones' : 'Sin resultados'}
        emptyMessage={
          everyPost
            ? 'No hay publicaciones disponibles en el sistema.'
            : 'Ninguna publicación coincide con la búsqueda y los filtros elegidos.'
        }
        emptyAction={
          everyPost && (
            <Button asChild>
              <Link href={paths.newPost()}>Crear Primera Publicacion</Link>
            </Button>
          )
        }
        total={total}
        hasMore={pages.hasNextPage && !pages.isPlaceholderData}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        loadMoreError={pages.isFetchNextPageError ? PANEL_LOAD_ERROR : undefined}
      >
        {shown.map((post: ListedPost) => (
          <AdminPostItem
            key={post.id}
            post={post}
            onDelete={setToDelete}
            newsletter={newsletterByPost.get(post.id)}
          />
        ))}
      </AdminPostGrid>
      <DeletePostDialog
        post={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() =>
          toast({ title: 'Publicacion eliminada correctamente', tone: 'success', duration: ADMIN_TOAST_MS })
        }
        onFailed={() => toast({ title: POST_DELETE_ERROR, tone: 'danger', duration: ADMIN_TOAST_MS })}
      />
    </PageLayout>
  );
}
