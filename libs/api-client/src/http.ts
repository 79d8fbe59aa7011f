// The one place that talks HTTP: relative `/api/...` URLs, JSON in and out, zod-parsed results.
import type { z } from 'zod';
import { loadServerTextNamespaces, serverText } from '@join/i18n';
import { classifyFailure, readErrorBody, type StatusKinds } from './classify';
import type { ApiFailure, ApiResult } from './outcome';
import { settings } from './settings';
import { traceparent } from './trace-context';

function pageLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute('lang') || undefined;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string | undefined | null>;
  schema: S;
  statusKinds?: StatusKinds;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${settings.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResult<z.output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json', traceparent: traceparent() };
  const locale = settings.locale ?? pageLanguage();
  if (locale) headers['accept-language'] = locale;
  for (const [k, v] of Object.entries(options.headers ?? {})) if (v) headers[k] = v;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await settings.fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    return { ok: false, kind: 'network', message: error instanceof Error ? error.message : 'network error' };
  }
  const raw = await readJson(res);
  if (!res.ok)
    return inVisitorLanguage(
      withRetryAfter(
        classifyFailure(res.status, raw, options.statusKinds),
        res.headers?.get('retry-after') ?? null,
      ),
    );
  // Not done yet (CONTRACTS#money-under-faults: 'payment.checking'); the caller may retry with the same key.
  if (res.status === 202)
    return { ok: false, kind: 'checking', status: 202, message: readErrorBody(raw).message };
  const parsed = options.schema.safeParse(raw ?? {});
  if (!parsed.success)
    return { ok: false, kind: 'server', status: res.status, message: 'unexpected response' };
  return { ok: true, data: parsed.data };
}

/** Retry-After in seconds (the API sends seconds, never a date). */
function withRetryAfter(failure: ApiFailure, header: string | null): ApiFailure {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? { ...failure, retryAfter: seconds } : failure;
}

export const bearer = (token: string | null | undefined) => (token ? `Bearer ${token}` : undefined);

/**
 * The one place server texts become words (docs/CONTRACTS.md Errors): the API sends only i18n
 * keys, each is translated here in the page's current language and kept beside its key, so
 * screens show `text` as it is and logic may look at `key`.
 */
async function inVisitorLanguage(failure: ApiFailure): Promise<ApiFailure> {
  const errors = failure.fieldErrors;
  if (!errors?.length) return failure;
  // An empty text asks the screen for its own default message (spec §8 signup_{field}_error).
  await loadServerTextNamespaces(errors.map((e) => e.text).filter(Boolean));
  return {
    ...failure,
    fieldErrors: errors.map((e) => ({ field: e.field, key: e.text, text: e.text && serverText(e.text) })),
  };
}
