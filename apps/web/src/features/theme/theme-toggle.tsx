import { Moon, Sun } from 'lucide-react';
import { messages } from '../../messages/messages.ts';
import { useThemeStore } from './theme-store.ts';

const m = messages.header;

/** One button: to light when the page is dark, to dark when it is light. The choice then stays. */
export function ThemeToggle({ className }: { className: string }) {
  const isDark = useThemeStore((s) => s.theme === 'dark');
  const setChoice = useThemeStore((s) => s.setChoice);
  return (
    <button type="button" className={className} aria-label={isDark ? m.themeToLight : m.themeToDark} onClick={() => setChoice(isDark ? 'light' : 'dark')}>
      {isDark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
