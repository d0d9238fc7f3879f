import { create } from 'zustand';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

interface ThemeState {
  choice: ThemeChoice;
  /** What the page shows now: the choice, or the system's when the choice is 'system'. */
  theme: 'light' | 'dark';
  setChoice: (choice: ThemeChoice) => void;
}

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

export function effectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return media().matches ? 'dark' : 'light';
}

/** Puts the theme on <html>; the stylesheet's `dark:` variant keys off the class. */
export function applyTheme(choice: ThemeChoice): void {
  const theme = effectiveTheme(choice);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.classList.toggle('light', theme === 'light');
  document.documentElement.style.colorScheme = theme;
}

const storedChoice = readStored<ThemeChoice>(storageKeys.theme, 'system');

// Follows the system until the shopper chooses; the choice persists.
export const useThemeStore = create<ThemeState>((set) => ({
  choice: storedChoice,
  theme: effectiveTheme(storedChoice),
  setChoice: (choice) => {
    writeStored(storageKeys.theme, choice);
    applyTheme(choice);
    set({ choice, theme: effectiveTheme(choice) });
  },
}));

export function startFollowingSystemTheme(): void {
  applyTheme(useThemeStore.getState().choice);
  media().addEventListener('change', () => {
    if (useThemeStore.getState().choice !== 'system') return;
    applyTheme('system');
    useThemeStore.setState({ theme: effectiveTheme('system') });
  });
}
