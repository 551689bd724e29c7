import { type ThemeMode, useTheme } from '@pupitre/ui';

const labels: Record<ThemeMode, string> = { system: 'Sistema', light: 'Claro', dark: 'Oscuro' };

/** Light, dark, or whatever the reader's device says: in place of the header's light/dark button. */
export function ThemeSwitch() {
  const { mode, setTheme } = useTheme();
  return (
    <label className="theme-switch">
      <span className="visually-hidden">Tema</span>
      <select value={mode} onChange={(event) => setTheme(event.target.value as ThemeMode)}>
        {Object.entries(labels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
