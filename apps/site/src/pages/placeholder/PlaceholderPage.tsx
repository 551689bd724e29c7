import { PagePlaceholder } from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';

const BLOG_LINK = { href: paths.blog(), label: 'Mientras tanto, lee las publicaciones del blog' };

/** A clear Spanish notice for routes whose screens are not built yet (the brand names the product). */
export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PagePlaceholder title={title} link={BLOG_LINK} />;
}
