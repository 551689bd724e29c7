import type { ReactNode, Ref } from 'react';
import { PageHeader } from '../PageHeader/PageHeader';
import * as styles from './CategoryHeader.css';

export interface CategoryHeaderProps {
  name: string;
  description: string;
  /** How many posts the category holds. */
  count: number;
  countLabel?: string;
  /** The way back to the category list. */
  back?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The top of a category page: back link, name, description and its number of posts. */
export function CategoryHeader({
  name,
  description,
  count,
  countLabel = 'Número de posts',
  back,
  ref,
}: CategoryHeaderProps) {
  return (
    <PageHeader ref={ref} title={name} lead={description} before={back} align="start" tone="panel">
      <p className={styles.counter}>
        <span className={styles.counterValue}>{count}</span> {countLabel}
      </p>
    </PageHeader>
  );
}
