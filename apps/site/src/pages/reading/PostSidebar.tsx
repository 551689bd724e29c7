import { formatShortDate, imageVariantSources, type Post } from '@pupitre/data';
import { Button, Link, SidebarBox, SidebarCategoryList, SidebarPostList } from '@pupitre/ui';
import { paths } from '../../paths';
import { useCategories } from '../../queries/categories';
import { useRelatedPosts } from '../../queries/posts';

export const RELATED_POSTS = 4;
export const SIDEBAR_CATEGORIES = 8;

/** Related posts from the post's first category, the categories, and the about box (reading-area §2);
 * the page puts them in its <aside>. */
export function PostSidebar({ post }: { post: Post }) {
  const firstCategory = post.categorias[0]?.id ?? 0;
  const related = useRelatedPosts(firstCategory, RELATED_POSTS + 1);
  const categories = useCategories();

  const relatedPosts = (related.data ?? [])
    .filter((candidate) => candidate.id !== post.id)
    .slice(0, RELATED_POSTS)
    .map((candidate) => ({
      id: candidate.id,
      title: candidate.titulo,
      href: paths.post(candidate.id),
      imageSrc: candidate.imagenUrl,
      imageSources: imageVariantSources(candidate.imagenUrl),
      date: formatShortDate(candidate.fechaCreacion),
    }));

  const categoryEntries = [
    ...(categories.data ?? []).slice(0, SIDEBAR_CATEGORIES).map((category) => ({
      id: category.id,
      name: category.nombre,
      description: category.descripcion ?? undefined,
      href: paths.category(category.id),
    })),
    { name: 'Todas las publicaciones', description: 'Todo lo publicado en el blog', href: paths.blog() },
    {
      id: 3,
      name: 'Problemáticas',
      description: 'Obstáculos del estudio y cómo superarlos',
      href: paths.category(3),
    },
    { id: 2, name: 'Técnicas', description: 'Métodos para estudiar mejor', href: paths.category(2) },
  ];

  return (
    <>
      <SidebarBox title="Publicaciones relacionadas">
        <SidebarPostList posts={firstCategory ? relatedPosts : []} emptyHref={paths.blog()} />
      </SidebarBox>
      <SidebarBox title="Categorías">
        <SidebarCategoryList categories={categoryEntries} />
      </SidebarBox>
      <SidebarBox title="Sobre Pupitre">
        <p>
          Pupitre reúne a docentes y estudiantes en torno a artículos prácticos sobre cómo aprender y enseñar
          mejor.
        </p>
        <Button asChild tone="secondary" size="sm">
          <Link href={paths.about()}>Conoce más</Link>
        </Button>
      </SidebarBox>
    </>
  );
}
