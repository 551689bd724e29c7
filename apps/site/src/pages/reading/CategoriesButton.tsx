import { Button, Link } from '@pupitre/ui';
import type { ComponentProps, ReactNode } from 'react';
import { paths } from '../../paths';

/** A button that leads to the page of every category. */
export function CategoriesButton({
  children,
  tone,
  size,
}: Pick<ComponentProps<typeof Button>, 'tone' | 'size'> & { children: ReactNode }) {
  return (
    <Button asChild tone={tone} size={size}>
      <Link href={paths.categories()}>{children}</Link>
    </Button>
  );
}
