import type { Locator, Page } from '@playwright/test';

// What a Tamil page shows in English (issue 14). Text inside an element marked
// lang="en" is exempt (product titles without Tamil, a weaver's village), and
// so is text marked translate="no" (the name and address a shopper typed, a
// bank's payment reference). So is the short allow-list below.

/** Names a Tamil page may show in Latin letters. */
const ALLOWED = [
  /Kaithari Handlooms/g, // the shop's name
  /Handloom Mark|India Handloom Brand|Silk Mark/g, // the marks' registered names, glossed beside their Tamil
  /\bAlt\+T\b/g, // the keyboard shortcut to the notifications
  /\b(?:UPI|GST|GSTIN|IGST|CGST|SGST|HSN|PDF|OTP|CVV|PIN|SMS)\b/g, // names Tamil shoppers read as they are
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // email addresses
  /\bKH[-/][\d/-]+/g, // order and invoice numbers (KH-10234, KH/2026-27/00001)
  /\bhttps?:\/\/\S*/g, // addresses, and the https:// a field asks for
  /\b(?:JPEG|PNG|WebP|URL|CSV|MB|DATABASE_URL)\b/g, // file formats and settings, named as they are
  /\bnpm run \w+/g, // a command the admin types
];

/**
 * The English words a shopper sees on the page: visible text and the names
 * screen readers announce (aria-label, alt, placeholder, title), outside
 * lang="en" elements and after the allow-list, in the page or one part of it.
 * `allowed` adds texts this page may show as they are (the pincode's district).
 * Words of three letters or more.
 */
export async function visibleEnglish(scope: Page | Locator, allowed: string[] = []): Promise<string[]> {
  const root = 'goto' in scope ? scope.locator('body') : scope;
  const texts = await root.evaluate((body) => {
    const found: string[] = [];
    // English by its mark, or words nobody translates (translate="no": a shopper's name or address, a bank's reference).
    const english = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang') === 'en' || element.closest('[translate]')?.getAttribute('translate') === 'no';
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || english(element) || element.closest('script, style, noscript, template')) continue;
      // Visible to the eye, or read out to a screen reader (sr-only text is clipped, not hidden).
      if (element.closest('[hidden], [aria-hidden="true"]') || !element.checkVisibility({ visibilityProperty: true })) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (english(element) || element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    if (body === document.body) found.push(document.title);
    return found;
  });
  const words = new Set<string>();
  // The longest first: "Silk Cotton Sarees" before the "Cotton Sarees" inside it.
  const entries = allowed.filter(Boolean).sort((a, b) => b.length - a.length);
  for (let text of texts) {
    for (const entry of entries) text = text.split(entry).join(' ');
    for (const pattern of ALLOWED) text = text.replace(pattern, ' ');
    for (const word of text.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []) words.add(word);
  }
  return [...words];
}
