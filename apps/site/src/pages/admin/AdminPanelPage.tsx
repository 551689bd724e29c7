import { POST_DELETE_ERROR, type Post } from '@pupitre/data';
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
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { useAdminPosts, useCategoryCounts } from '../../queries/admin-posts';
import { listingStatus } from '../../view/listing-status';
import { AdminPostItem } from './AdminPostItem';
import { filterAdminPosts, initialAdminFilters } from './admin-filters';
import { adminOverview } from './admin-overview';
import { DeletePostDialog } from './DeletePostDialog';

export const ADMIN_TOAST_MS = 3000;
export const PANEL_LOAD_ERROR =
  'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.';

function draftsLine(drafts: number): string {
  return drafts === 1 ? '1 borrador' : `${drafts} borradores`;
}

const CHART_NOTE = 'Cada publicación cuenta una vez, en su primera categoría. Incluye borradores.';

/** /admin/panel and /admin/post: every post with its status, counts per category, and safe deletion. */
export default function AdminPanelPage() {
  useDocumentTitle('Panel de Administracion');
  const toast = useToast();
  const posts = useAdminPosts();
  const counts = useCategoryCounts();
  const [filters, setFilters] = useState(initialAdminFilters);
  const [toDelete, setToDelete] = useState<Post | null>(null);

  const all = posts.data ?? [];
  const shown = useMemo(() => filterAdminPosts(all, filters), [all, filters]);

  const refresh = async () => {
    toast({ title: 'Actualizando publicaciones...', duration: ADMIN_TOAST_MS });
    const [list] = await Promise.all([posts.refetch(), counts.refetch()]);
    toast(
      list.isError
        ? { title: PANEL_LOAD_ERROR, tone: 'danger', duration: ADMIN_TOAST_MS }
        : { title: 'Publicaciones actualizadas correctamente', tone: 'success', duration: ADMIN_TOAST_MS },
    );
  };

  const status = listingStatus(posts, all.length);
  const overview = adminOverview(posts, counts);

  return (
    <PageLayout>
      <PageHeader title="Panel de Administracion" align="start">
        <Button variant="outline" tone="neutral" onClick={refresh} loading={posts.isRefetching}>
          <RefreshIcon size="inherit" /> Actualizar
        </Button>
        <Button asChild>
          <Link href={paths.newPost()}>
            <PlusIcon size="inherit" /> Nueva Publicacion
          </Link>
        </Button>
      </PageHeader>
      {/* A failed load shows no figure at all (the list below says what went wrong). */}
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
      <AdminFilterBar
        search={filters.search}
        onSearchChange={(search) => setFilters((current) => ({ ...current, search }))}
        status={filters.status}
        onStatusChange={(next) => setFilters((current) => ({ ...current, status: next }))}
        sort={filters.sort}
        onSortChange={(sort) => setFilters((current) => ({ ...current, sort }))}
      />
      <AdminPostGrid
        status={status === 'ready' && shown.length === 0 ? 'empty' : status}
        errorMessage={PANEL_LOAD_ERROR}
        onRetry={() => void posts.refetch()}
        emptyTitle={all.length === 0 ? 'No hay publicaciones' : 'Sin resultados'}
        emptyMessage={
          all.length === 0
            ? 'No hay publicaciones disponibles en el sistema.'
            : 'Ninguna publicación coincide con la búsqueda y el estado elegidos.'
        }
        emptyAction={
          all.length === 0 && (
            <Button asChild>
              <Link href={paths.newPost()}>Crear Primera Publicacion</Link>
            </Button>
          )
        }
      >
        {shown.map((post) => (
          <AdminPostItem key={post.id} post={post} onDelete={setToDelete} />
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
