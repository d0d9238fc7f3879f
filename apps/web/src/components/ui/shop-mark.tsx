/** The shop's mark: a loom's beams and warp with a zari diamond woven across it. */
export function ShopMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="6" className="fill-maroon-900 stroke-zari-400" strokeWidth="1.5" />
      <path d="M7 8h18M7 24h18" className="stroke-zari-300" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 8v16M13 8v16M16 8v16M19 8v16M22 8v16" className="stroke-cream-100" strokeWidth="0.9" opacity="0.8" />
      <path d="M16 10.5 21.5 16 16 21.5 10.5 16Z" className="fill-zari-400 stroke-zari-300" strokeWidth="0.8" />
      <path d="M16 13.5 18.5 16 16 18.5 13.5 16Z" className="fill-maroon-700" />
    </svg>
  );
}
