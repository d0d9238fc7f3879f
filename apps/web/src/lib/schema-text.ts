import { tamilSchemaMessage } from '@handloom/shared';
import { locale } from './locale.ts';

// The shared schemas and checks speak English (the server's words too); a
// Tamil page says their Tamil (shared/schema-messages-ta.ts, key for key).
// The English build leaves the lookup out.

/** A message of the shared schemas in the page's language. */
export function schemaText(english: string): string {
  return locale === 'ta' ? (tamilSchemaMessage(english) ?? english) : english;
}
