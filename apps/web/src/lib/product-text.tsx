import { locale } from './locale.ts';

/** A product's text as a page shows it, with the language to mark it in when it differs from the page's. */
export interface ShownText {
  text: string;
  /** 'en' on a Tamil page showing the English text (no Tamil one); undefined when in the page's language. */
  lang: 'en' | undefined;
}

/**
 * The Tamil pages show a product's Tamil text where the admin wrote one and
 * fall back to the English, marked `lang="en"` so screen readers read it as
 * English (issue 14). The English pages always show the English.
 */
function shown(english: string, tamil: string | null | undefined): ShownText {
  if (locale !== 'ta') return { text: english, lang: undefined };
  return tamil ? { text: tamil, lang: undefined } : { text: english, lang: 'en' };
}

export function shownTitle(product: { title: string; titleTa?: string | null }): ShownText {
  return shown(product.title, product.titleTa);
}

/** A category's name: the Tamil one the admin set, on the Tamil pages; its English label otherwise. */
export function shownCategory(category: { label: string; labelTa?: string | null }): ShownText {
  return shown(category.label, category.labelTa);
}

export function shownDescription(product: { description: string; descriptionTa?: string | null }): ShownText {
  return shown(product.description, product.descriptionTa);
}

/** The text, inside a `lang="en"` span when it is English on a Tamil page. */
export function ProductText({ shown: { text, lang } }: { shown: ShownText }) {
  return lang ? <span lang={lang}>{text}</span> : text;
}
