import {
  BrandProvider,
  type LinkProps,
  LinkProvider,
  localStorageAdapter,
  MessagesProvider,
  ThemeProvider,
  ToastProvider,
} from '@pupitre/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from './brand';
import { messages } from './messages';
import { themeOptions } from './theme-options';

/** The components' internal links go through our router. */
function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}

export function Providers({ children }: { children: ReactNode }) {
  // themeOptions: mode 'system' and our storage key, shared with the start-up script (vite.config.ts).
  return (
    <ThemeProvider {...themeOptions} storage={localStorageAdapter}>
      <MessagesProvider messages={messages}>
        <BrandProvider brand={brand}>
          <LinkProvider component={RouterLink}>
            <ToastProvider>{children}</ToastProvider>
          </LinkProvider>
        </BrandProvider>
      </MessagesProvider>
    </ThemeProvider>
  );
}
