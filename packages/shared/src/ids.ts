const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path's id can be a row id at all. PostgreSQL rejects a malformed
 * uuid with an error; the shop answers "not found" without asking it.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Order numbers as shoppers see them: KH-10234 (numbers start at 10001). */
export const ORDER_NUMBER_PREFIX = 'KH';

export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}-${number}`;
}

/** "KH-10234" (any case) -> 10234; null for anything that is not an order number. */
export function parseOrderNumber(text: string): number | null {
  const match = new RegExp(`^${ORDER_NUMBER_PREFIX}-(\\d{1,9})$`, 'i').exec(text.trim());
  return match ? Number(match[1]) : null;
}
