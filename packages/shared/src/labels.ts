/** "silk_cotton_sarees" -> "Silk Cotton Sarees": underscores to spaces, each word capitalised. */
export function categoryLabel(category: string): string {
  return category
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "Silk  Cotton-Sarees" -> "silk_cotton_sarees": the stored form of a category. */
export function normaliseCategory(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join('_');
}

/** The description is shown as bullet lines: split at line breaks, blank lines dropped. */
export function descriptionLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
