import type { LinkProps } from '@pupitre/ui';
import { Link } from 'wouter';

/** The design system's links navigate through wouter (no page reload). */
export function RouterLink({ href, ref, ...rest }: LinkProps) {
  return <Link href={href} ref={ref} {...rest} />;
}
