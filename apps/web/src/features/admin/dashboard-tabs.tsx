import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DashboardTab<Key extends string> {
  key: Key;
  label: string;
  panel: () => ReactNode;
}

interface DashboardTabsProps<Key extends string> {
  label: string;
  tabs: readonly DashboardTab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop for the list, arrow keys
 * (and Home / End) move between tabs and show each at once; only the chosen
 * panel is rendered.
 */
export function DashboardTabs<Key extends string>({ label, tabs, selected, onSelect }: DashboardTabsProps<Key>) {
  const id = useId();
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  if (!current) return null;
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="flex gap-1 overflow-x-auto border-b border-maroon-100 dark:border-ink-700"
      >
        {tabs.map((tab) => {
          const active = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-px shrink-0 border-b-4 px-4 py-2.5 font-semibold transition-colors ${
                active
                  ? 'border-maroon-700 text-maroon-800 dark:border-zari-400 dark:text-zari-300'
                  : 'border-transparent text-stone-700 hover:text-maroon-800 dark:text-stone-300 dark:hover:text-zari-300'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0} className="pt-5">
        {current.panel()}
      </div>
    </div>
  );
}
