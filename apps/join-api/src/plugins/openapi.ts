// The OpenAPI document is generated from the routes' zod schemas (ARCHITECTURE.md) and served
// at /api/openapi.json with a small browsable page at /api/docs.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

interface Collected { method: string; url: string; schema: Record<string, unknown> }

const toJson = (schema: unknown, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

function parametersOf(schema: unknown, where: 'path' | 'query' | 'header') {
  const json = toJson(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s }));
}

export function collectRoutes(app: FastifyInstance): Collected[] {
  const routes: Collected[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || !route.schema) return;
    for (const method of ([] as string[]).concat(route.method)) {
      if (method === 'HEAD') continue;
      routes.push({ method: method.toLowerCase(), url: route.url, schema: route.schema as Record<string, unknown> });
    }
  });
  return routes;
}

export function openApiDocument(routes: Collected[], sandbox: boolean) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const s = r.schema;
    const responses = Object.fromEntries(
      Object.entries((s.response as Record<string, unknown>) ?? {}).map(([status, schema]) => [status, { description: Number(status) < 400 ? 'Success' : 'Error', content: { 'application/json': { schema: toJson(schema, 'output') } } }]),
    );
    paths[path] ??= {};
    paths[path][r.method] = {
      tags: s.tags,
      parameters: [...(s.params ? parametersOf(s.params, 'path') : []), ...(s.querystring ? parametersOf(s.querystring, 'query') : []), ...(s.headers ? parametersOf(s.headers, 'header') : [])],
      requestBody: s.body ? { required: true, content: { 'application/json': { schema: toJson(s.body, 'input') } } } : undefined,
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Join API', version: '1.0.0', description: `Sign-up and checkout API of the co-parenting service (spec §7).${sandbox ? ' Sandbox mode: /api/dev and /api/payments/sandbox are available.' : ''}` },
    paths,
  };
}

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Join API</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}details{border:1px solid #ccc;border-radius:4px;margin:.4rem 0;padding:.4rem .8rem}summary{cursor:pointer}code.m{display:inline-block;min-width:4.5rem;font-weight:bold}pre{background:#f6f6f6;padding:.6rem;overflow:auto;font-size:.8rem}</style></head>
<body><h1>Join API</h1><p>Generated from the request and response schemas. Raw document: <a href="/api/openapi.json">/api/openapi.json</a></p><main id="ops">Loading…</main>
<script>
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  const main=document.getElementById('ops');main.textContent='';
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) {
    const d=document.createElement('details');const s=document.createElement('summary');
    s.innerHTML='<code class="m"></code> <code class="p"></code> <small></small>';
    s.querySelector('.m').textContent=method.toUpperCase();s.querySelector('.p').textContent=path;s.querySelector('small').textContent=(op.tags||[]).join(', ');
    const pre=document.createElement('pre');pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);
    d.append(s,pre);main.append(d);
  }
});
</script></body></html>`;

export function docsRoutes(app: FastifyInstance, routes: Collected[]) {
  let cached: unknown;
  app.get('/api/openapi.json', async () => (cached ??= openApiDocument(routes, app.config.sandbox)));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
