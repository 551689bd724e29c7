import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { guidance } from '../components/story-guidance';
import { palette } from '../tokens/palette';
import { vars } from './contract.css';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { themeInitScript } from './theme-init';
import { themeClassNames } from './theme-names';
import { createMemoryStorage, localStorageAdapter } from './theme-storage';

function ThemeSwitcher() {
  const { theme, toggleTheme } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>Tema actual: {theme === 'dark' ? 'oscuro' : 'claro'}</p>
      <Button tone="secondary" onClick={toggleTheme}>
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
  parameters: {
    layout: 'padded',
    docs: guidance({
      resumen: [
        '`ThemeProvider` elige el tema (claro, oscuro o el del sistema), lo guarda y pone sus clases en',
        'la página; `useTheme` lo lee y lo cambia.',
      ],
      usar: [
        'Una vez en la raíz de la app, con el mismo modo que el script de arranque',
        '(`createThemeInitScript`) para que no parpadee.',
      ],
      evitar: [
        'Para forzar colores en un componente suelto: una página puede fijar un tema entero con',
        '`useForcedTheme`.',
      ],
      accesibilidad: [
        'Con `mode="system"` sigue `prefers-color-scheme` en vivo. Los dos temas están pensados para',
        'mantener el contraste AA; si sobrescribes tokens, compruébalo en ambos. La elección del lector',
        'se respeta entre visitas si pasas un almacenamiento.',
      ],
    }),
  },
  args: { children: null },
  render: (args) => (
    <div id="theme-target">
      <ThemeProvider applyTo={scratch} storage={args.storage}>
        <ThemeSwitcher />
      </ThemeProvider>
    </div>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { storage: createMemoryStorage() } };

/** The provider keeps the choice only through the storage it is given, under the key 'theme', and logs nothing. */
export const WritesThroughTheGivenStorage: Story = {
  tags: ['!autodocs', '!dev'],
  args: { storage: { get: fn(() => null), set: fn() } },
  play: async ({ args, canvasElement }) => {
    const log = spyOn(console, 'log');
    const canvas = within(canvasElement);
    const target = canvasElement.querySelector('#theme-target');
    await expect(canvas.getByText('Tema actual: claro')).toBeVisible();
    await expect(args.storage?.get).toHaveBeenCalledWith('theme');
    await waitFor(() => expect(target).toHaveClass(themeClassNames.light));

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(canvas.getByText('Tema actual: oscuro')).toBeVisible();
    await expect(args.storage?.set).toHaveBeenLastCalledWith('theme', 'dark');
    await waitFor(() => expect(target).toHaveClass(themeClassNames.dark));
    await expect(target).not.toHaveClass(themeClassNames.light);

    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(args.storage?.set).toHaveBeenLastCalledWith('theme', 'light');
    await expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  },
};

export const ReadsTheSavedTheme: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { storage: createMemoryStorage({ theme: 'dark' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tema actual: oscuro')).toBeVisible();
  },
};

export const IgnoresAnUnknownSavedValue: Story = {
  tags: ['!autodocs', '!dev'],
  args: { storage: createMemoryStorage({ theme: 'sepia' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tema actual: claro')).toBeVisible();
  },
};

/** Without storage the choice lasts for the visit and nothing is written anywhere. */
export const WithoutStorageTheChoiceLastsTheVisit: Story = {
  tags: ['!autodocs', '!dev'],
  beforeEach: () => {
    const saved = localStorage.getItem('theme');
    localStorage.setItem('theme', 'dark');
    return () => (saved === null ? localStorage.removeItem('theme') : localStorage.setItem('theme', saved));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tema actual: claro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(canvas.getByText('Tema actual: oscuro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(localStorage.getItem('theme')).toBe('dark');
  },
};

/** The adapter the site passes: the same store and key the no-flash script reads. */
export const LocalStorageAdapterKeepsTheChoice: Story = {
  tags: ['!autodocs', '!dev'],
  args: { storage: localStorageAdapter },
  beforeEach: () => {
    const saved = localStorage.getItem('theme');
    localStorage.removeItem('theme');
    return () => (saved === null ? localStorage.removeItem('theme') : localStorage.setItem('theme', saved));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(localStorage.getItem('theme')).toBe('dark');
    await expect(themeInitScript).toContain('localStorage.getItem("theme")');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(localStorage.getItem('theme')).toBe('light');
  },
};

/** An app's own storage key: the provider reads and writes only that one. */
export const UsesTheAppsStorageKey: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: (args) => (
    <div id="theme-target">
      <ThemeProvider applyTo={scratch} storage={args.storage} storageKey="escuela-tema">
        <ThemeSwitcher />
      </ThemeProvider>
    </div>
  ),
  args: { storage: createMemoryStorage({ theme: 'light', 'escuela-tema': 'dark' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tema actual: oscuro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(args.storage?.get('escuela-tema')).toBe('light');
    await expect(args.storage?.get('theme')).toBe('light');
  },
};

/** An app's own classes go beside the package's, and leave with them. */
export const AddsTheAppsClassNames: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: (args) => (
    <div id="theme-target">
      <ThemeProvider applyTo={scratch} storage={args.storage} classNames={{ dark: 'dark modo-oscuro' }}>
        <ThemeSwitcher />
      </ThemeProvider>
    </div>
  ),
  args: { storage: createMemoryStorage({ theme: 'dark' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvasElement.querySelector('#theme-target');
    await waitFor(() => expect(target).toHaveClass(themeClassNames.dark, 'dark', 'modo-oscuro'));
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await waitFor(() => expect(target).toHaveClass(themeClassNames.light));
    await expect(target).not.toHaveClass('dark');
    await expect(target).not.toHaveClass('modo-oscuro');
  },
};

/** A stand-in for the operating system's colour scheme, switched by the test. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const spy = spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
    restore: () => spy.mockRestore(),
  };
}

/** mode="system" follows prefers-color-scheme, live, until the reader picks a theme. */
export const SystemModeFollowsTheSystemLive: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => (
    <div id="theme-target">
      <ThemeProvider applyTo={scratch} storage={args.storage} mode="system">
        <ThemeSwitcher />
      </ThemeProvider>
    </div>
  ),
  args: { storage: createMemoryStorage() },
  play: async ({ canvasElement, mount }) => {
    const system = fakeSystemScheme(true);
    try {
      await mount();
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Tema actual: oscuro')).toBeVisible();
      system.set(false);
      await expect(await canvas.findByText('Tema actual: claro')).toBeVisible();
      system.set(true);
      await expect(await canvas.findByText('Tema actual: oscuro')).toBeVisible();
    } finally {
      system.restore();
    }
  },
};

const backgroundOf = (element: Element) =>
  getComputedStyle(element)
    .getPropertyValue(vars.color.background.replace(/^var\((--[^),]+).*$/, '$1'))
    .trim();

/** Regression: with the theme class on <html>, the dark values must win over the light ':root' ones. */
export const DarkClassOnRootWins: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
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
