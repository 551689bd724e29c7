import { ArrowLeftIcon, Button, Link } from '@pupitre/ui';
import type { ReactNode } from 'react';

/** The outline 'Volver …' button above a post, leading back to where the reader came from. */
export function BackButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" tone="neutral" size="sm">
      <Link href={href}>
        <ArrowLeftIcon size="inherit" /> {children}
      </Link>
    </Button>
  );
}
