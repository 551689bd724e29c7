import type { ReactNode } from 'react';

/** A glyph beside words that say the same: shown, and hidden from screen readers. */
export function DecorativeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={className} aria-hidden="true">
      {children}
    </span>
  );
}
