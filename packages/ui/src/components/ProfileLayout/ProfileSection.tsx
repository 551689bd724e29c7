import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { PageSection } from '../PageSection/PageSection';

export interface ProfileSectionProps {
  title: string;
  children: ReactNode;
  /** Beside a taller card: the content takes the height left under the title instead of leaving it empty. */
  fillHeight?: boolean;
}

/** One card of the profile: a region named by its title. */
export function ProfileSection({ title, children, fillHeight = false }: ProfileSectionProps) {
  return (
    <Card padding="lg">
      <PageSection title={title} fillHeight={fillHeight}>
        {children}
      </PageSection>
    </Card>
  );
}
