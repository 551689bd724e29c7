import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { newsCarouselMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './NewsCarousel.css';

const icons = { previous: ChevronLeftIcon, next: ChevronRightIcon } as const;

interface StepButtonProps {
  step: keyof typeof icons;
  /** The id of the slides' container, which this button controls. */
  slidesId: string;
  onClick: () => void;
}

/** The carousel's previous or next arrow. */
export function StepButton({ step, slidesId, onClick }: StepButtonProps) {
  const copy = useMessages({ newsCarousel: newsCarouselMessages }).newsCarousel;
  const Icon = icons[step];
  return (
    <IconButton
      variant="outline"
      className={styles.controlButton}
      label={copy[step]}
      icon={<Icon size="xs" className={styles.chevron} />}
      aria-controls={slidesId}
      onClick={onClick}
    />
  );
}
