/** Five stars, the first `stars` filled, read out as "4 out of 5 stars". */
export function StarRow({ stars, label }: { stars: number; label: string }) {
  return (
    <p className="text-lg leading-none tracking-wide">
      <span aria-hidden="true">
        <span className="text-amber-700 dark:text-zari-300">{'★'.repeat(stars)}</span>
        <span className="text-stone-400 dark:text-stone-500">{'★'.repeat(5 - stars)}</span>
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
