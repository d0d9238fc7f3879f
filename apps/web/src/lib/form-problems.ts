import { authMessages } from '@handloom/shared';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { schemaText } from './schema-text.ts';

// How a form says what is wrong: one alert per submit (the spec's "All fields
// are required" once, not under every empty field), and a message under a
// field only when it says something the alert does not.

/** The alert of a submit: what the server said, else the first problem the schema found. */
export function formAlert<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  if (errors.root?.message) return errors.root.message;
  for (const error of Object.values(errors) as (FieldError | undefined)[]) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/** FormField props of one field: marked invalid, with a message of its own unless it only repeats "All fields are required". */
export function fieldProblem(error: FieldError | undefined): { error?: string; invalid: boolean } {
  if (!error) return { invalid: false };
  return error.message && error.message !== schemaText(authMessages.allFieldsRequired) ? { error: error.message, invalid: true } : { invalid: true };
}

/** A failed call in the form's words: the server's message as the alert, its field messages under the fields. */
export function showServerProblem<T extends FieldValues>(setError: UseFormSetError<T>, caught: unknown, fallback: string): void {
  const message = caught instanceof ApiError ? caught.message : fallback;
  setError('root', { message });
  if (caught instanceof ApiError) {
    for (const [field, text] of Object.entries(caught.fields)) setError(field as Path<T>, { message: text });
  }
}
