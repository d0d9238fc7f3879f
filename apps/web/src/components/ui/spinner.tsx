import { messages } from '../../messages/messages.ts';

export function Spinner({ label = messages.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-maroon-100 border-t-maroon-700 dark:border-ink-700 dark:border-t-zari-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
