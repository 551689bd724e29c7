import { createContext, type ReactNode, useContext } from 'react';

/** The levels a block's heading can take: the page's h1 belongs to its header alone. */
export const headingLevels = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

// A block placed straight on a page sits under the page's h1, so its heading is an h2.
const HeadingLevelContext = createContext<HeadingLevel>(2);

/** The level a heading placed here takes in the page outline. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

export interface HeadingLevelProviderProps {
  level: HeadingLevel;
  children: ReactNode;
}

/** Sets the level of the headings inside: for content under a heading the outline cannot see. */
export function HeadingLevelProvider({ level, children }: HeadingLevelProviderProps) {
  return <HeadingLevelContext value={level}>{children}</HeadingLevelContext>;
}

/** The headings inside sit one level below a heading placed here: a titled block wraps its content. */
export function Subheadings({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  // HTML stops at h6: deeper blocks share it rather than skip back up the outline.
  const next = level === 6 ? 6 : ((level + 1) as HeadingLevel);
  return <HeadingLevelContext value={next}>{children}</HeadingLevelContext>;
}
