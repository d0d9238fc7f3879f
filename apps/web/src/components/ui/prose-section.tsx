import type { ReactNode } from 'react';

interface ProseSectionProps {
  heading: string;
  paragraphs?: readonly string[];
  /** Shown as a bulleted list after the paragraphs. */
  points?: readonly string[];
  /** Shown as a numbered list after the paragraphs. */
  steps?: readonly string[];
  children?: ReactNode;
}

/** One titled part of a static page: paragraphs, an optional list, then anything else it needs. */
export function ProseSection({ heading, paragraphs = [], points = [], steps = [], children }: ProseSectionProps) {
  return (
    <section className="space-y-3">
      <h2 className="font-serif text-xl font-semibold text-maroon-800 sm:text-2xl dark:text-zari-300">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {points.length > 0 ? (
        <ul className="list-disc space-y-2 pl-6 marker:text-zari-700 dark:marker:text-zari-400">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {steps.length > 0 ? (
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-maroon-700 dark:marker:text-zari-400">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {children}
    </section>
  );
}
