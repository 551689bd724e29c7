import { Callout } from '@pupitre/ui';
import type { ComponentProps } from 'react';
import { CategoriesButton } from './CategoriesButton';

type InvitationProps = Omit<ComponentProps<typeof Callout>, 'actions'> & { action: string };

/** A banner inviting the reader to browse every category, with the button that leads there. */
export function CategoriesInvitation({ action, ...callout }: InvitationProps) {
  return <Callout {...callout} actions={<CategoriesButton tone="secondary">{action}</CategoriesButton>} />;
}
