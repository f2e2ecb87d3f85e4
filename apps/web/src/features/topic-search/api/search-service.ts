/**
 * Calls to the topic-search service. It has its own host (VITE_SEARCH_SERVICE_URL; by default this
 * origin, where the API forwards /search/*) and its own error shapes: a 422 lists `detail: [{loc,
 * msg, type}]` with `type` a message code, other failures carry a code of their own.
 */
import type { z } from 'zod';
import { endSession, sessionHeaders } from '@/lib/api-client';

export const searchServiceUrl = (import.meta.env.VITE_SEARCH_SERVICE_URL ?? '').replace(/\/+$/, '');

/** One reason the service gave, by message code (`topicSearch.topicRequired`). */
export type SearchServiceReason = { field: string; code: string; message: string };

export class SearchServiceError extends Error {
  readonly status: number;
  /** A 422's reasons, one per field the service refused. */
  readonly reasons: SearchServiceReason[];
  /** The code of any other failure (`topicSearch.taskNotFound`), when the answer named one. */
  readonly code: string | null;

  constructor(status: number, reasons: SearchServiceReason[] = [], code: string | null = null) {
    super(`Search service answered ${status}`);
    this.name = 'SearchServiceError';
    this.status = status;
    this.reasons = reasons;
    this.code = code;
  }
}

type Shape = Record<string, unknown>;
const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

function reasonsOf(body: Shape): SearchServiceReason[] {
  if (!Array.isArray(body.detail)) return [];
  return body.detail.filter(isObject).map((detail) => ({
    // ['body', 'filters', 'founded_after'] names the field 'filters.founded_after'.
    field: Array.isArray(detail.loc) ? detail.loc.slice(1).map(String).join('.') : '',
    code: typeof detail.type === 'string' ? detail.type : '',
    message: typeof detail.msg === 'string' ? detail.msg : '',
  }));
}

/** `{error, code}`, or the API's own `{errors, details: [{code}]}` shape. */
function codeOf(body: Shape): string | null {
  if (typeof body.code === 'string') return body.code;
  const [first] = Array.isArray(body.details) ? body.details : [];
  return isObject(first) && typeof first.code === 'string' ? first.code : null;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

type SearchRequest<T> = {
  schema: z.ZodType<T>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent with the session's token (starting a search needs an account); a 401 ends the session. */
  auth?: boolean;
};

export async function searchServiceRequest<T>(
  path: string,
  { schema, body, signal, auth = false }: SearchRequest<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${searchServiceUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(auth ? await sessionHeaders() : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A stopped request stays an AbortError; the network failing is the service being away.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new SearchServiceError(0);
  }
  const data = await readBody(response);
  if (auth && response.status === 401) endSession();
  if (!response.ok) {
    const shape = isObject(data) ? data : {};
    throw new SearchServiceError(response.status, reasonsOf(shape), codeOf(shape));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new SearchServiceError(response.status);
  return parsed.data;
}

export const isTaskNotFound = (error: unknown) =>
  error instanceof SearchServiceError && error.status === 404;
