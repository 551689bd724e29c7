// Setup of the storybook-dark test project: every story renders in the dark theme (see preview.tsx).
(globalThis as { __pupitreStoryTheme?: string }).__pupitreStoryTheme = 'dark';
