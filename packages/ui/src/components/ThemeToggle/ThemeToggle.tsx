import { MoonIcon } from '../../icons/MoonIcon';
import { SunIcon } from '../../icons/SunIcon';
import { themeToggleMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps {
  size?: IconButtonProps['size'];
  className?: string;
}

/**
 * Switches between the light and dark themes; needs a <ThemeProvider> above it. The name says what a
 * press does, so it changes with the theme instead of using aria-pressed.
 */
export function ThemeToggle({ size, className }: ThemeToggleProps) {
  const messages = useMessages({ themeToggle: themeToggleMessages });
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton
      size={size}
      className={className}
      label={dark ? messages.themeToggle.toLight : messages.themeToggle.toDark}
      icon={
        dark ? <SunIcon size="md" className={styles.icon} /> : <MoonIcon size="md" className={styles.icon} />
      }
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    />
  );
}
