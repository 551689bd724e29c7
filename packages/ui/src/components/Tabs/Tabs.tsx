import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Tabs.css';

const withClass =
  <P extends { className?: string }>(Component: (props: P) => ReactNode, base: string) =>
  ({ className, ...props }: P) => (
    <Component {...(props as P)} className={[base, className].filter(Boolean).join(' ')} />
  );

/** Tabs.Root / List / Trigger / Content on Radix: arrow keys move between tabs. */
export const Tabs = {
  Root: RadixTabs.Root,
  List: withClass<ComponentProps<typeof RadixTabs.List>>(RadixTabs.List, styles.list),
  Trigger: withClass<ComponentProps<typeof RadixTabs.Trigger>>(RadixTabs.Trigger, styles.trigger),
  Content: withClass<ComponentProps<typeof RadixTabs.Content>>(RadixTabs.Content, styles.content),
};
