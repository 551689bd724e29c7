import type { ComponentPropsWithRef } from 'react';
import { useHeadingLevel } from './HeadingLevel';

export type HeadingProps = ComponentPropsWithRef<'h2'>;

/**
 * A block's heading at the level its place gives it: h2 straight on a page, one level deeper inside
 * each titled block around it (PageSection, SidebarBox, Callout), so no page skips a level.
 */
export function Heading(props: HeadingProps) {
  const Level = `h${useHeadingLevel()}` as const;
  return <Level {...props} />;
}
