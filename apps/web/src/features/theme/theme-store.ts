import { THEME_COOKIE } from '@handloom/shared';
import { create } from 'zustand';
import { readStored, restoreInBrowser, storageKeys, writeStored } from '../../lib/storage.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

interface ThemeState {
  choice: ThemeChoice;
  /** What the page shows now: the choice, or the system's when the choice is 'system'. */
  theme: 'light' | 'dark';
  setChoice: (choice: ThemeChoice) => void;
}

const systemIsDark = () => typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;

export function effectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemIsDark() ? 'dark' : 'light';
}

/** Puts the theme on <html>; the stylesheet's `dark:` variant keys off the class. */
export function applyTheme(choice: ThemeChoice): void {
  const theme = effectiveTheme(choice);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.classList.toggle('light', theme === 'light');
  document.documentElement.style.colorScheme = theme;
}

/**
 * The server reads the choice from a cookie, so the first HTML of the next
 * page is already in the chosen theme (no flash of the other one). 'system'
 * needs no cookie: the page's head script asks the browser.
 */
function rememberForServer(choice: ThemeChoice): void {
  const value = choice === 'system' ? `${THEME_COOKIE}=; Max-Age=0` : `${THEME_COOKIE}=${choice}; Max-Age=31536000`;
  document.cookie = `${value}; Path=/; SameSite=Lax`;
}

// Follows the system until the shopper chooses; the choice persists. The
// store starts as the server rendered it (no choice, light) and takes the
// stored choice in the browser, after hydration.
export const useThemeStore = create<ThemeState>((set) => ({
  choice: 'system',
  theme: 'light',
  setChoice: (choice) => {
    writeStored(storageKeys.theme, choice);
    rememberForServer(choice);
    applyTheme(choice);
    set({ choice, theme: effectiveTheme(choice) });
  },
}));

restoreInBrowser(() => {
  const choice = readStored<ThemeChoice>(storageKeys.theme, 'system');
  useThemeStore.setState({ choice, theme: effectiveTheme(choice) });
});

export function startFollowingSystemTheme(): void {
  const { choice } = useThemeStore.getState();
  applyTheme(choice);
  // A choice made before the cookie existed reaches the server from now on.
  if (choice !== 'system' && !document.cookie.includes(`${THEME_COOKIE}=${choice}`)) rememberForServer(choice);
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (useThemeStore.getState().choice !== 'system') return;
    applyTheme('system');
    useThemeStore.setState({ theme: effectiveTheme('system') });
  });
}
