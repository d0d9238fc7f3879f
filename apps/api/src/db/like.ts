/** Text searched for literally in a LIKE pattern: backslash is LIKE's default escape character in PostgreSQL. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
