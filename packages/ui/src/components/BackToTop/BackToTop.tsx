import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../icons/ArrowUpIcon';
import { blockIcon } from '../../internal/block-icon.css';
import { backToTopMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './BackToTop.css';

export const BACK_TO_TOP_THRESHOLD = 300;

export interface BackToTopProps {
  /** Pixels of scroll after which the button appears (300 in the spec). */
  threshold?: number;
  /** The button's name; the dictionary's 'Volver arriba' by default. */
  label?: string;
}

export function BackToTop({ threshold = BACK_TO_TOP_THRESHOLD, label }: BackToTopProps) {
  const messages = useMessages({ backToTop: backToTopMessages });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  if (!shown) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <div className={styles.wrapper}>
      <IconButton
        variant="solid"
        tone="primary"
        label={label ?? messages.backToTop.label}
        icon={<ArrowUpIcon size="sm" className={blockIcon} />}
        onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      />
    </div>
  );
}
