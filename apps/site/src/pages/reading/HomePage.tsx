import { sortPosts } from '@pupitre/data';
import {
  Breadcrumb,
  Button,
  CategoryFilterBar,
  FeaturedPost,
  Hero,
  HeroPoints,
  Link,
  NewsCarousel,
  Notice,
  PageLayout,
  PageSection,
  PostGrid,
} from '@pupitre/ui';
import { useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { useCategories } from '../../queries/categories';
import { usePostListing, useTagSearch } from '../../queries/posts';
import { useSession } from '../../session/SessionProvider';
import { toPostView } from '../../view/post-view';
import { PAGE_TITLES } from '../page-titles';
import { FeaturedCategories } from './home/FeaturedCategories';
import {
  CAROUSEL_POSTS,
  FEATURED_POST_ID,
  HOME_FETCH_LIMIT,
  HOME_LOAD_ERROR,
  HOME_RECENT_CARDS,
  HOME_TITLE,
  samplePosts,
  valuePoints,
} from './home/home-content';
import { VisitorSections } from './home/VisitorSections';

/** /home and /dashboard (reading-area §2 "Home page"). */
export default function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);
  const { user } = useSession();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  const categories = useCategories();
  const listing = usePostListing(HOME_FETCH_LIMIT);
  const filtered = useTagSearch(categoryId === null ? [] : [categoryId], HOME_FETCH_LIMIT);

  const posts = useMemo(() => (listing.data ?? []).map(toPostView), [listing.data]);
  const noPosts = !listing.isPending && posts.length === 0;
  const shownPosts = noPosts ? samplePosts : posts;
  const featured = posts.find((post) => post.id === FEATURED_POST_ID) ?? shownPosts[0];

  const recent =
    categoryId === null ? shownPosts : sortPosts(filtered.data ?? [], 'reciente').map(toPostView);
  const recentStatus =
    categoryId === null
      ? listing.isPending
        ? 'loading'
        : 'ready'
      : filtered.isPending
        ? 'loading'
        : recent.length === 0
          ? 'empty'
          : 'ready';

  const chooseCategory = (id: number) => {
    setCategoryId(id);
    recentHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    recentHeading.current?.focus({ preventScroll: true });
  };

  return (
    <PageLayout gap="xxl">
      <Breadcrumb items={[{ label: 'Inicio' }]} />
      <Hero
        title={HOME_TITLE}
        subtitle="Artículos, técnicas y una comunidad para docentes y estudiantes que quieren aprender y enseñar mejor."
      >
        <HeroPoints points={valuePoints} />
      </Hero>
      {listing.isError && <Notice tone="danger">{HOME_LOAD_ERROR}</Notice>}
      {shownPosts.length > 0 && (
        <NewsCarousel posts={shownPosts.slice(0, CAROUSEL_POSTS)} label="Últimas publicaciones" />
      )}
      <FeaturedCategories onChoose={chooseCategory} />
      <PageSection
        title="Publicaciones recientes"
        headingRef={recentHeading}
        action={
          <Button asChild tone="secondary">
            <Link href={paths.blog()}>Explora el blog</Link>
          </Button>
        }
      >
        <CategoryFilterBar
          categories={(categories.data ?? []).map((category) => ({ id: category.id, name: category.nombre }))}
          selectedId={categoryId}
          onSelect={setCategoryId}
        />
        <PostGrid
          posts={recent.slice(0, HOME_RECENT_CARDS)}
          status={recentStatus}
          emptyMessage="Todavía no hay publicaciones en esta categoría."
        />
      </PageSection>
      {featured && <FeaturedPost post={featured} />}
      {!user && <VisitorSections />}
    </PageLayout>
  );
}
