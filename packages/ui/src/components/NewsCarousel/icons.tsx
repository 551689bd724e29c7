// Drawn as SVG so the glyphs never depend on which fonts the reader's system has.

const box = { width: 16, height: 16, viewBox: '0 0 16 16' } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2 } as const;

export const PauseIcon = () => (
  <svg {...box} fill="currentColor" aria-hidden="true">
    <rect x="3" y="2" width="3.5" height="12" rx="1" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...box} fill="currentColor" aria-hidden="true">
    <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5z" />
  </svg>
);

export const PreviousIcon = () => (
  <svg {...box} {...stroke} aria-hidden="true">
    <path d="M10 3 5 8l5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const NextIcon = () => (
  <svg {...box} {...stroke} aria-hidden="true">
    <path d="m6 3 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
