import { THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from '../../domain/theme';

/** The theme picked on this device; System when none is stored, or storage cannot be read. */
export function storedThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function parseThemeChoice(value: string | null): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system';
}

/**
 * Shows the theme at once and keeps it for the next visit, where the inline theme script applies
 * it before the first paint. System removes the override, so the phone's setting shows.
 */
export function chooseTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage unavailable: the theme holds for this visit only
  }
}

/** Whether the page shows dark now: a Dark override, or System on a phone set to dark. */
export function showsDarkTheme(): boolean {
  const override = document.documentElement.dataset.theme;
  if (override === 'dark' || override === 'light') return override === 'dark';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}
