/**
 * The home page's banner: a length of handloom drawn in SVG (a kattam-checked
 * body, a temple-border, zari lines and a pallu of mango buttas), so the
 * first screen needs no image download. Decorative; colours follow the theme.
 */
export function TextileArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 320" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id="hero-kattam" width="32" height="32" patternUnits="userSpaceOnUse">
          <rect width="32" height="32" className="fill-maroon-700 dark:fill-maroon-800" />
          <path d="M0 16h32M16 0v32" className="stroke-maroon-600" strokeWidth="8" opacity="0.75" />
          <path d="M0 16h32M16 0v32" className="stroke-zari-400" strokeWidth="1.2" />
          <circle cx="0" cy="0" r="2" className="fill-zari-300" />
          <circle cx="32" cy="32" r="2" className="fill-zari-300" />
        </pattern>
        <pattern id="hero-temple" width="20" height="18" patternUnits="userSpaceOnUse">
          <path d="M0 18 10 2 20 18Z" className="fill-zari-400" />
          <path d="M5 18 10 10 15 18Z" className="fill-maroon-900" />
        </pattern>
        <pattern id="hero-mango" width="44" height="52" patternUnits="userSpaceOnUse">
          <rect width="44" height="52" className="fill-maroon-900" />
          <path
            d="M22 8c9 0 13 8 10 16-3 9-12 14-17 20 1-7-6-9-6-17 0-11 6-19 13-19Z"
            className="fill-zari-500 stroke-zari-300"
            strokeWidth="1"
          />
          <circle cx="21" cy="22" r="3.5" className="fill-maroon-700" />
          <path d="M0 50h44" className="stroke-zari-700" strokeWidth="1" />
        </pattern>
        <linearGradient id="hero-sheen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.7" stopColor="#000" stopOpacity="0.18" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.08" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill="url(#hero-kattam)" />
      {/* The pallu: a broad end piece of mango buttas between zari bands. */}
      <rect x="332" width="148" height="320" fill="url(#hero-mango)" />
      <path d="M326 0v320M332 0v320M340 0v320" className="stroke-zari-400" strokeWidth="2" />
      {/* The border: zari lines around a row of temple towers. */}
      <rect y="248" width="480" height="72" className="fill-maroon-900" />
      <path d="M0 254h480M0 260h480M0 300h480" className="stroke-zari-400" strokeWidth="2" />
      <rect y="272" width="480" height="18" fill="url(#hero-temple)" />
      <path d="M0 310h480" className="stroke-zari-300" strokeWidth="1" strokeDasharray="6 4" />
      {/* Folds of the drape catch the light. */}
      <rect width="480" height="320" fill="url(#hero-sheen)" />
      <path d="M120 0c-10 110 12 210-4 320M250 0c12 90-8 200 6 320" className="stroke-ink-900" strokeWidth="14" opacity="0.12" fill="none" />
    </svg>
  );
}
