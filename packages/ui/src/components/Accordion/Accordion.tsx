import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { Heading } from '../Heading/Heading';
import * as styles from './Accordion.css';

export interface AccordionEntry {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  /** The entries, in order; each `value` is unique and names the entry in `defaultValue`. */
  items: AccordionEntry[];
  /** The entry open at first; all closed when omitted. */
  defaultValue?: string;
}

/** One open at a time, closable (the FAQ and the cookie types). */
export function Accordion({ items, defaultValue }: AccordionProps) {
  return (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultValue} className={styles.root}>
      {items.map((entry) => (
        <RadixAccordion.Item key={entry.value} value={entry.value} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.header}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {entry.title}
                <ChevronDownIcon size="xs" className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>{entry.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
