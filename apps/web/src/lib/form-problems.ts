import { authMessages } from '@handloom/shared';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { schemaText } from './schema-text.ts';

// How a form says what is wrong: each message once. A field's own message
// (a 6-digit pincode, a short password, an email already registered) stays
// under the field: it is next to the input, tied to it by aria-describedby, and
// the field takes focus. The one alert per submit carries only what no field
// says: the spec's "All fields are required" (once, not under every empty
// field) and a server answer that names no field.

/** The alert of a submit: what the server said about the whole form, else "All fields are required" if a field is missing. */
export function formAlert<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  if (errors.root?.message) return errors.root.message;
  const required = schemaText(authMessages.allFieldsRequired);
  const missing = (Object.values(errors) as (FieldError | undefined)[]).some((error) => error?.message === required);
  return missing ? required : undefined;
}

/** FormField props of one field: marked invalid, with a message of its own unless it only repeats "All fields are required". */
export function fieldProblem(error: FieldError | undefined): { error?: string; invalid: boolean } {
  if (!error) return { invalid: false };
  return error.message && error.message !== schemaText(authMessages.allFieldsRequired) ? { error: error.message, invalid: true } : { invalid: true };
}

/**
 * A failed call in the form's words: the server's field messages under the
 * fields (the first one takes focus), and its message as the alert unless a
 * field already says it. "All fields are required" stays in the alert: the
 * fields it names are only marked invalid.
 */
export function showServerProblem<T extends FieldValues>(setError: UseFormSetError<T>, caught: unknown, fallback: string): void {
  const message = caught instanceof ApiError ? caught.message : fallback;
  // '_' is formProblems' name for a problem of no field.
  const fields = caught instanceof ApiError ? Object.entries(caught.fields).filter(([field]) => field !== '_') : [];
  const saidByAField = fields.some(([, text]) => text === message) && message !== schemaText(authMessages.allFieldsRequired);
  if (!saidByAField) setError('root', { message });
  fields.forEach(([field, text], index) => setError(field as Path<T>, { message: text }, { shouldFocus: index === 0 }));
}
