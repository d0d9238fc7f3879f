import { MAX_ADMIN_SEARCH_LENGTH } from '@handloom/shared';
import { inputClass, labelClass } from './admin-styles.ts';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** What the search looks in, under the box, when the placeholder is too short to say it. */
  hint?: string;
  value: string;
  /** A new search starts again from the first page. */
  onSearch: (text: string) => void;
  className?: string;
}

/** The search box above an admin list. */
export function SearchField({ id, label, placeholder, hint, value, onSearch, className }: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={placeholder}
        maxLength={MAX_ADMIN_SEARCH_LENGTH}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
