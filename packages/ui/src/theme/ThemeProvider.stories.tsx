import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { palette } from '../tokens/palette';
import { vars } from './contract.css';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { themeClassNames } from './theme-names';

function ThemeSwitcher() {
  const { theme, toggleTheme } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>Tema actual: {theme === 'dark' ? 'oscuro' : 'claro'}</p>
      <Button variant="secondary" onClick={toggleTheme}>
        Cambiar tema
      </Button>
    </div>
  );
}

// The provider under test owns a scratch element, so it never fights the Storybook theme decorator.
const scratch = () => [document.getElementById('theme-target') ?? document.body];

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  parameters: { layout: 'padded' },
  args: { children: null },
  render: () => (
    <div id="theme-target">
      <ThemeProvider applyTo={scratch}>
        <ThemeSwitcher />
      </ThemeProvider>
    </div>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => {
    localStorage.removeItem('theme');
  },
};

export const TogglePersistsAndLogs: Story = {
  beforeEach: () => {
    localStorage.removeItem('theme');
  },
  play: async ({ canvasElement }) => {
    const log = spyOn(console, 'log');
    const canvas = within(canvasElement);
    const target = canvasElement.querySelector('#theme-target');
    await expect(canvas.getByText('Tema actual: claro')).toBeVisible();
    await waitFor(() => expect(target).toHaveClass(themeClassNames.light));

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(canvas.getByText('Tema actual: oscuro')).toBeVisible();
    await expect(localStorage.getItem('theme')).toBe('dark');
    await expect(log).toHaveBeenCalledWith('current theme changed to dark');
    await waitFor(() => expect(target).toHaveClass(themeClassNames.dark));
    await expect(target).not.toHaveClass(themeClassNames.light);

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(localStorage.getItem('theme')).toBe('light');
    await expect(log).toHaveBeenCalledWith('current theme changed to light');
    log.mockRestore();
    localStorage.removeItem('theme');
  },
};

export const ReadsTheSavedTheme: Story = {
  beforeEach: () => {
    localStorage.setItem('theme', 'dark');
    return () => localStorage.removeItem('theme');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tema actual: oscuro')).toBeVisible();
  },
};

const backgroundOf = (element: Element) =>
  getComputedStyle(element)
    .getPropertyValue(vars.color.background.replace(/^var\((--[^),]+).*$/, '$1'))
    .trim();

/** Regression: with the theme class on <html>, the dark values must win over the light ':root' ones. */
export const DarkClassOnRootWins: Story = {
  render: () => <p>Tema en la raíz del documento</p>,
  play: async () => {
    const html = document.documentElement;
    const had = [...html.classList];
    html.classList.remove(themeClassNames.light, themeClassNames.dark);
    html.classList.add(themeClassNames.light);
    const light = backgroundOf(html);
    html.classList.replace(themeClassNames.light, themeClassNames.dark);
    const dark = backgroundOf(html);
    html.className = had.join(' ');
    await expect(light).toBe(palette.teal50);
    await expect(dark).toBe(palette.teal900);
  },
};
