import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { PageSection } from '../PageSection/PageSection';

export interface ProfileSectionProps {
  title: string;
  children: ReactNode;
}

/** One card of the profile: a region named by its title. */
export function ProfileSection({ title, children }: ProfileSectionProps) {
  return (
    <Card padding="lg">
      <PageSection title={title}>{children}</PageSection>
    </Card>
  );
}
