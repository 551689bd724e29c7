import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './NewsCarousel.css';

const steps = {
  previous: { label: 'Noticia anterior', Icon: ChevronLeftIcon },
  next: { label: 'Noticia siguiente', Icon: ChevronRightIcon },
} as const;

interface StepButtonProps {
  step: keyof typeof steps;
  /** The id of the slides' container, which this button controls. */
  slidesId: string;
  onClick: () => void;
}

/** The carousel's previous or next arrow. */
export function StepButton({ step, slidesId, onClick }: StepButtonProps) {
  const { label, Icon } = steps[step];
  return (
    <IconButton
      variant="outline"
      label={label}
      icon={<Icon size="xs" className={styles.chevron} />}
      aria-controls={slidesId}
      onClick={onClick}
    />
  );
}
