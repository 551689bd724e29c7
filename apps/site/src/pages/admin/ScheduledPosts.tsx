import { Heading } from '@pupitre/ui';
import { useId } from 'react';
import { useScheduledPosts } from '../../queries/scheduled-posts';
import { ScheduledPostRow } from './ScheduledPostRow';

export const SCHEDULED_TITLE = 'Publicaciones programadas';

/** The drafts that publish themselves later, soonest first; nothing while there are none. */
export function ScheduledPosts() {
  const scheduled = useScheduledPosts();
  const titleId = useId();
  const rows = scheduled.data?.publicaciones ?? [];
  if (!scheduled.data || rows.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{SCHEDULED_TITLE}</Heading>
      <ul>
        {rows.map((post) => (
          <li key={`${post.ID_publicaciones}-${post.programadaPara}`}>
            <ScheduledPostRow post={post} zone={scheduled.data.zonaHoraria} />
          </li>
        ))}
      </ul>
    </section>
  );
}
