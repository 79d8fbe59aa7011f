// The published contract checked against behaviour: every request and answer an API test makes is
// compared with the document the service serves at /api/openapi.json, as a client generated from
// that document would see them. A request the document refuses must be refused by the API (4xx);
// every answer must have a documented status and match its schema. Validators are compiled on first
// use, once per distinct schema, so the check costs little per call.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { apiPaths } from '@join/schemas';
import { CSP_REPORT_PATH } from '@join/http-security';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface ContractRequest {
  method: string;
  url: string;
  /** The JSON body sent, when one was. */
  payload?: unknown;
  /** A body sent as is: checked when it is JSON, left alone when it is not JSON on purpose. */
  rawBody?: string;
  headers: Record<string, string>;
}
export interface ContractAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export class ContractError extends Error {}

const DOCUMENT = '/api/openapi.json';
/** Not part of the API a client calls: the document itself, its page, browsers' CSP reports, and the page framing the receipt's affiliate script. */
const UNDOCUMENTED = [DOCUMENT, '/api/docs', CSP_REPORT_PATH, apiPaths.affiliateFrame];

interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  /** Literal characters: '/api/invites/request-link' wins over '/api/invites/{userId}'. */
  weight: number;
  operations: Record<string, Operation>;
}

function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths)
    .map(([template, operations]) => {
      const names: string[] = [];
      const source = template
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'));
      return {
        template,
        pattern: new RegExp(`^${source}$`),
        names,
        weight: template.replace(/\{[^}]+\}/g, '').length,
        operations,
      };
    })
    .sort((a, b) => b.weight - a.weight);
}

/** A query, path or header value is text on the wire: a number or boolean schema reads it as JSON. */
function wireValue(raw: string, schema: Schema | undefined): unknown {
  const types = [schema?.type, ...((schema?.anyOf as Schema[] | undefined) ?? []).map((s) => s.type)].flat();
  if (types.some((t) => t === 'number' || t === 'integer' || t === 'boolean')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

const errorsOf = (v: ValidateFunction) =>
  (v.errors ?? [])
    .map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');

export function contractChecker(loadDocument: () => Promise<OpenApiDocument>) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  let routes: Promise<Route[]> | undefined;
  // Keyed by the schema itself: most operations share their error answers' schema.
  const validator = (schema: Schema) => {
    const key = JSON.stringify(schema);
    let v = compiled.get(key);
    if (!v) compiled.set(key, (v = ajv.compile(schema)));
    return v;
  };

  /** Why the document refuses the request, or undefined when it accepts it. */
  function requestProblem(
    op: Operation,
    request: ContractRequest,
    path: Record<string, string>,
    query: URLSearchParams,
  ): string | undefined {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    for (const p of op.parameters ?? []) {
      const raw =
        p.in === 'path'
          ? path[p.name]
          : p.in === 'query'
            ? (query.get(p.name) ?? undefined)
            : p.in === 'header'
              ? headers[p.name.toLowerCase()]
              : undefined;
      if (raw === undefined) {
        if (p.required) return `${p.in} parameter ${p.name} is required`;
        continue;
      }
      if (!p.schema) continue;
      const v = validator(p.schema);
      if (!v(wireValue(raw, p.schema))) return `${p.in} parameter ${p.name}: ${errorsOf(v)}`;
    }
    let payload = request.payload;
    if (payload === undefined && request.rawBody !== undefined) {
      try {
        payload = JSON.parse(request.rawBody);
      } catch {
        return undefined;
      }
    }
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    if (payload === undefined) return op.requestBody?.required ? 'a JSON body is required' : undefined;
    if (!bodySchema) return undefined;
    const v = validator(bodySchema);
    return v(payload) ? undefined : `body: ${errorsOf(v)}`;
  }

  return async function check(request: ContractRequest, answer: ContractAnswer): Promise<void> {
    const url = new URL(request.url, 'http://contract.test');
    if (
      !url.pathname.startsWith('/api/') ||
      UNDOCUMENTED.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))
    )
      return;
    routes ??= loadDocument().then(routesOf);
    const method = request.method.toLowerCase();
    const route = (await routes).find((r) => r.pattern.test(url.pathname) && r.operations[method]);
    const where = `${request.method} ${url.pathname}`;
    if (!route) {
      // An unknown route or method is refused; anything else the service does must be documented.
      if (answer.status === 404 || answer.status === 405) return;
      throw new ContractError(`${where} answered ${answer.status} but the document has no such operation`);
    }
    const op = route.operations[method];
    const values = url.pathname.match(route.pattern)!.slice(1).map(decodeURIComponent);
    const path = Object.fromEntries(route.names.map((n, i) => [n, values[i]]));
    const refused = requestProblem(op, request, path, url.searchParams);
    if (refused && answer.status < 400) {
      throw new ContractError(
        `${where}: the document refuses this request (${refused}) but the API answered ${answer.status}`,
      );
    }
    const documented =
      op.responses?.[String(answer.status)] ??
      op.responses?.[`${String(answer.status)[0]}XX`] ??
      op.responses?.default;
    if (!documented)
      throw new ContractError(
        `${where} answered ${answer.status}, a status the document does not list (${Object.keys(op.responses ?? {}).join(', ')})`,
      );
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return;
    if (!(answer.headers['content-type'] ?? '').includes('json')) {
      throw new ContractError(
        `${where} answered ${answer.status} as ${answer.headers['content-type'] ?? 'no content type'}, the document says JSON`,
      );
    }
    const v = validator(schema);
    if (!v(answer.body))
      throw new ContractError(
        `${where} answered ${answer.status} with a body the document refuses: ${errorsOf(v)}`,
      );
  };
}
export type ContractCheck = ReturnType<typeof contractChecker>;
