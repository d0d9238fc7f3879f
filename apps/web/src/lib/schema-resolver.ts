import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { messages } from '../messages/messages.ts';
import { schemaText } from './schema-text.ts';

// Every form checks what is typed with a shared schema through this resolver:
// the schema's messages come out in the page's language, and a check the
// schema gives no words for says "Please check this field" rather than zod's
// own developer English ("Too big: expected string to have <=100 characters").

// zodResolver's own signature, under its overloads (each schema keeps its typed values).
type ResolverOptions = { mode?: 'async' | 'sync'; raw?: boolean };
type AnyZodResolver = (schema: object, schemaOptions?: object, resolverOptions?: ResolverOptions) => Resolver<FieldValues, unknown, FieldValues>;

/** zodResolver, with the schema's messages in the page's language. */
export const schemaResolver = ((schema: object, schemaOptions?: object, resolverOptions?: ResolverOptions): Resolver<FieldValues, unknown, FieldValues> => {
  const resolve = (zodResolver as AnyZodResolver)(schema, { error: () => messages.errors.fieldInvalid, ...schemaOptions }, resolverOptions);
  return async (values, context, fieldOptions) => inPageLanguage(await resolve(values, context, fieldOptions));
}) as typeof zodResolver;

function inPageLanguage(result: ResolverResult<FieldValues, FieldValues>): ResolverResult<FieldValues, FieldValues> {
  return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: translated(result.errors) as typeof result.errors };
}

// FieldErrors nest as the values do (an address's fields, a list's rows); a
// FieldError is the object with a `type`, whose `ref` is the field's element.
function translated(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(translated);
  if (!errors || typeof errors !== 'object') return errors;
  const error = errors as Record<string, unknown>;
  if (typeof error.type === 'string') return typeof error.message === 'string' ? { ...error, message: schemaText(error.message) } : error;
  return Object.fromEntries(Object.entries(error).map(([key, value]) => [key, translated(value)]));
}
