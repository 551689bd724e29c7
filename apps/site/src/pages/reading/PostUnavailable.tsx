import { Notice, PageLayout } from '@pupitre/ui';
import type { ReactNode } from 'react';

/** Why a post cannot be shown, with the way back to where the reader came from. */
export function PostUnavailable({ message, back }: { message: string; back: ReactNode }) {
  return (
    <PageLayout width="narrow">
      <Notice tone="danger" actions={back}>
        {message}
      </Notice>
    </PageLayout>
  );
}
