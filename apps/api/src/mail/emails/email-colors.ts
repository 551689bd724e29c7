/** The site's palette (spec §9: dark teal primary, grey-green light background, very dark teal dark one). */
export const emailColors = {
  light: { background: '#eef2ef', surface: '#ffffff', text: '#1d2b2a', muted: '#5b6b68', link: '#0f5c5a' },
  dark: {
    background: '#0b1f1e',
    surface: '#132b2a',
    text: '#e6efec',
    muted: '#a8bbb7',
    link: '#7fd1c9',
    rule: '#2c4a48',
  },
  button: { background: '#0f5c5a', text: '#ffffff' },
} as const;
