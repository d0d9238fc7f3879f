/**
 * An Indian mobile number as its 10 digits, or null when it is not one.
 * Mobile numbers start with 6, 7, 8 or 9 (TRAI's National Numbering Plan,
 * 2003); people write them with +91 or 91 (the country code) or a leading 0
 * (the trunk prefix for calls from another circle), and with spaces or dashes.
 */
export function normaliseIndianMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}
