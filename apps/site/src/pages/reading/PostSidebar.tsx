import { formatShortDate, type Post } from '@pupitre/data';
import { Button, Link, SidebarBox, SidebarCategoryList, SidebarPostList } from '@pupitre/ui';
import { useCategories } from '../../queries/categories';
import { useCategoryPosts } from '../../queries/posts';
import * as styles from './PostPage.css';

export const RELATED_POSTS = 4;
export const SIDEBAR_CATEGORIES = 8;

/** Related posts from the post's first category, the categories, and the about box (reading-area §2). */
export function PostSidebar({ post }: { post: Post }) {
  const firstCategory = post.categorias[0]?.id ?? 0;
  const related = useCategoryPosts(firstCategory, RELATED_POSTS + 1);
  const categories = useCategories();

  const relatedPosts = (related.data ?? [])
    .filter((candidate) => candidate.id !== post.id)
    .slice(0, RELATED_POSTS)
    .map((candidate) => ({
      id: candidate.id,
      title: candidate.titulo,
      href: `/blog/${candidate.id}`,
      imageSrc: candidate.imagenUrl,
      date: formatShortDate(candidate.fechaCreacion),
    }));

  const categoryEntries = [
    ...(categories.data ?? []).slice(0, SIDEBAR_CATEGORIES).map((category) => ({
      id: category.id,
      name: category.nombre,
      description: category.descripcion ?? undefined,
      href: `/categoria/${category.id}`,
    })),
    { name: 'Todas las publicaciones', description: 'Todo lo publicado en el blog', href: '/blog' },
    {
      id: 3,
      name: 'Problemáticas',
      description: 'Obstáculos del estudio y cómo superarlos',
      href: '/categoria/3',
    },
    { id: 2, name: 'Técnicas', description: 'Métodos para estudiar mejor', href: '/categoria/2' },
  ];

  return (
    <aside className={styles.sidebar} aria-label="Contenido relacionado">
      <SidebarBox title="Publicaciones relacionadas">
        <SidebarPostList posts={firstCategory ? relatedPosts : []} />
      </SidebarBox>
      <SidebarBox title="Categorías">
        <SidebarCategoryList categories={categoryEntries} />
      </SidebarBox>
      <SidebarBox title="Sobre Pupitre">
        <p className={styles.aboutText}>
          Pupitre reúne a docentes y estudiantes en torno a artículos prácticos sobre cómo aprender y enseñar
          mejor.
        </p>
        <Button asChild variant="secondary" size="sm">
          <Link href="/about">Conoce más</Link>
        </Button>
      </SidebarBox>
    </aside>
  );
}
