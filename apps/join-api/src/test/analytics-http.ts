// Issue 9 API tests talk to the service over a real socket (fetch), which also avoids Jest's
// trouble loading light-my-request's ESM dependencies for app.inject.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function listenForTests(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  return async function http<T = any>(method: string, url: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${base}${url}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // HTML pages stay text.
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  };
}

/** Each file gets its own embedded database folder, so files never share or reuse one. */
export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'join-analytics-test-'));
}
