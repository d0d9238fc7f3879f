// Links on the maroon bar; the active page is underlined in zari.
export const barLink =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-cream-50 hover:bg-maroon-700 hover:text-white aria-[current=page]:underline aria-[current=page]:decoration-zari-400 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 dark:text-cream-100 dark:hover:bg-ink-700';
export const highlightLink =
  'inline-flex items-center rounded-full bg-zari-400 px-3.5 py-1.5 text-sm font-semibold text-ink-900 shadow-sm hover:bg-zari-300 aria-[current=page]:ring-2 aria-[current=page]:ring-cream-50';
export const signupBarLink =
  'ml-1 inline-flex items-center gap-1.5 rounded-md border border-zari-400 px-3 py-1.5 text-sm font-semibold text-zari-300 hover:bg-maroon-700 aria-[current=page]:bg-maroon-700 dark:hover:bg-ink-700';
// 44 px on phones (a finger's target); the desktop bar keeps its 40 px.
export const iconButton =
  'inline-flex size-11 md:size-10 items-center justify-center rounded-md text-cream-50 hover:bg-maroon-700 dark:text-cream-100 dark:hover:bg-ink-700';
// Links on cream (dropdown, menu panel) get a maroon focus ring: gold is too faint there.
export const panelLink =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-ink-900 hover:bg-maroon-50 focus-visible:outline-maroon-700 aria-[current=page]:font-semibold aria-[current=page]:text-maroon-700 dark:text-cream-100 dark:hover:bg-ink-700 dark:focus-visible:outline-zari-400 dark:aria-[current=page]:text-zari-300';
export const badge = 'rounded-full bg-zari-400 text-xs leading-5 font-bold text-ink-900';

/** Where a link is drawn: on the maroon bar (desktop) or in the menu panel (phones). */
export type LinkPlace = 'bar' | 'panel';
