import { Button, Chip, PageLayout } from '@pupitre/ui';
import { Link, useParams } from 'react-router';
import { news } from '../news';

export function NewsPage() {
  const { id } = useParams();
  const post = news.find((item) => String(item.id) === id);
  return (
    <PageLayout width="narrow">
      <article className="intro">
        <h1>{post?.title ?? 'No encontramos esa novedad'}</h1>
        {post && (
          <>
            <p className="meta">
              <time dateTime={post.dateTime}>{post.date}</time>
              {post.categories.map((category) => (
                <Chip key={category.id} label={category.name} tone="primary" variant="outline" />
              ))}
            </p>
            <p>{post.summary}</p>
          </>
        )}
        <Button asChild variant="outline">
          <Link to="/">Volver al inicio</Link>
        </Button>
      </article>
    </PageLayout>
  );
}
