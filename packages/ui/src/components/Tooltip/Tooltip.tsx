import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The hint: short text, no links or buttons (it cannot be reached). */
  content: ReactNode;
  /** One focusable element: the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  /** Where it appears beside the control (top by default); it flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hovering before it appears (300 by default); focus shows it at once. */
  delayDuration?: number;
}

/** A short hint for a control; never the only place where essential information lives. */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={6} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
