import { CloseIcon } from '../../icons/CloseIcon';
import { IconButton } from '../IconButton/IconButton';

interface CloseButtonProps {
  label: string;
  className: string;
  onClick: () => void;
}

/** The small cross that closes the chat window or its promo bubble. */
export function CloseButton({ label, className, onClick }: CloseButtonProps) {
  return (
    <IconButton
      size="sm"
      label={label}
      icon={<CloseIcon size="inherit" />}
      className={className}
      onClick={onClick}
    />
  );
}
