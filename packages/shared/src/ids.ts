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
