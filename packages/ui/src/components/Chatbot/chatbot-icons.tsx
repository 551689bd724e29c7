import type { ReactNode } from 'react';

// Decorative glyphs: every button that shows one carries its own Spanish name.
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChatIcon = () => (
  <Glyph>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={3} />
  </Glyph>
);

export const MinimiseIcon = () => (
  <Glyph>
    <path d="M5 12h14" />
  </Glyph>
);

export const RestoreIcon = () => (
  <Glyph>
    <rect x="5" y="5" width="14" height="14" rx="2" />
  </Glyph>
);

export const CloseIcon = () => (
  <Glyph>
    <path d="M6 6l12 12M18 6 6 18" />
  </Glyph>
);

export const SendIcon = () => (
  <Glyph>
    <path d="M4 12 20 4l-6 16-3-7z" />
    <path d="m11 13 9-9" />
  </Glyph>
);
