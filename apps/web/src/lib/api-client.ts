import {
  endpointUrl,
  LANGUAGE_HEADER,
  successSchema,
  type BodyOf,
  type Endpoint,
  type ErrorBody,
  type FieldErrors,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@handloom/shared';
import { messages } from '../messages/messages.ts';
import { locale } from './locale.ts';

// The browser's one way to the shop's API: every call names an endpoint of the
// contract in packages/shared, so its URL, method, input and answer are typed
// from the same schemas the server validates with.

/** A non-2xx answer of the shop's API, with the message meant for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Which refusal this is (ErrorReason), when the shop names it. */
  readonly reason: string | undefined;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }
}

type Input<E extends Endpoint> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & {
    /** A multipart body (uploads). */
    formData?: FormData;
    signal?: AbortSignal;
    timeoutMs?: number;
  };

export type CallInput<E extends Endpoint> = Input<E>;
type Args<E extends Endpoint> = object extends Input<E> ? [input?: Input<E>] : [input: Input<E>];

const TIMEOUT_MS = 15_000;
// Answers are checked against the contract while developing and testing, where
// a drift should fail loudly; a shopper's browser trusts the server.
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where calls go. The browser's fetch by default; the server, rendering a
 * page, answers them from its own API in-process (there is no origin to
 * fetch a relative URL from there).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The address of a call, for what the browser fetches by itself (a download link). */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): string {
  return endpointUrl(endpoint, input?.params as Record<string, string> | undefined, input?.query as Record<string, unknown> | undefined);
}

export async function call<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  const url = endpointUrl(endpoint, input?.params as Record<string, string> | undefined, input?.query as Record<string, unknown> | undefined);
  const json = input?.body;
  let response: Response;
  try {
    response = await transport(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: locale, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? input?.formData : JSON.stringify(json),
      // No request may leave a spinner spinning forever.
      signal: input?.signal ?? AbortSignal.timeout(input?.timeoutMs ?? TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'network_error', messages.common.cannotReachShop);
  }
  if (response.status === 204) return undefined as ResponseOf<E>;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as Partial<ErrorBody> | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? messages.common.shopAnswered(response.status),
      error?.fields,
      error?.reason,
    );
  }
  if (CHECK_RESPONSES) checkResponse(endpoint, body);
  return body as ResponseOf<E>;
}

function checkResponse(endpoint: Endpoint, body: unknown): void {
  const result = successSchema(endpoint)?.safeParse(body);
  if (result && !result.success) {
    throw new ApiError(500, 'contract_mismatch', `${endpoint.method} ${endpoint.path} answered outside its contract: ${result.error.message}`);
  }
}

/**
 * React Query keys come from the endpoint: its group (the first tag), its
 * method and path, then what varies. `groupKey` refreshes a whole group.
 */
export function queryKey(endpoint: Endpoint, variables?: unknown): readonly unknown[] {
  const key = [endpoint.tags[0], `${endpoint.method} ${endpoint.path}`];
  return variables === undefined ? key : [...key, variables];
}

export const groupKey = (endpoint: Endpoint): readonly unknown[] => [endpoint.tags[0]];
