// The OpenAPI document comes from the routes' own zod schemas through @fastify/swagger and
// fastify-type-provider-zod's transform (ARCHITECTURE.md); /api/openapi.json serves it and
// /api/docs browses it with Swagger UI. Registered before the routes so it sees every one.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiHeaders } from '@join/schemas';

/** Names of the security schemes routes cite in `security` (spec §6, §7 auth headers). */
export const authSchemes = {
  registrationKey: 'registrationKey',
  inviteToken: 'inviteToken',
  bearer: 'bearer',
} as const;

const DOCS = '/api/docs';
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const DOCUMENT = '/api/openapi.json';

type OverrideContext = { zodSchema: unknown; jsonSchema: Record<string, unknown> };
const kindOf = (schema: unknown) => (schema as ZodType)._zod.def.type;

/**
 * zod calls this for each schema while it is still linking schemas used in several places, so a
 * union branch can be an empty object that is filled in later (optionalEmailSchema's email
 * branch, reused from the parent's email). The library's own override drops empty branches at
 * that moment, which would leave `coParent.email` and `children[].email` without their email. Here a
 * branch is dropped only for what it is in zod (undefined, never: nothing JSON can carry), never
 * for how empty it looks yet.
 */
function unionBranchesKept(ctx: OverrideContext) {
  const def = (ctx.zodSchema as ZodType)._zod.def;
  if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
  const anyOf = ctx.jsonSchema.anyOf;
  if (def.type !== 'union' || !Array.isArray(anyOf) || !('options' in def)) return;
  const options = def.options as unknown[];
  ctx.jsonSchema.anyOf = anyOf.filter((_, i) => !['undefined', 'never'].includes(kindOf(options[i])));
}
const routeSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: unionBranchesKept } });

export async function registerOpenApi(app: FastifyInstance, sandbox: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Join API',
        version: '1.0.0',
        description: `Sign-up and checkout API of the co-parenting service (spec §7). Every message in an answer is an i18n key the browser translates.${sandbox ? ' Sandbox mode: /api/dev and /api/payments/sandbox are available.' : ''}`,
      },
      components: {
        securitySchemes: {
          [authSchemes.registrationKey]: {
            type: 'apiKey',
            in: 'header',
            name: apiHeaders.registrationKey,
            description:
              'The key returned when a registration is created (spec §7); it alone may read or change that registration.',
          },
          [authSchemes.inviteToken]: {
            type: 'apiKey',
            in: 'header',
            name: apiHeaders.inviteToken,
            description:
              "The invited co-parent's token from the invite link (spec §6). A failure answers body status 112.",
          },
          [authSchemes.bearer]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The credentials token handed back by a payment, or a login session token.',
          },
        },
      },
    },
    // Only the API is documented: the static files, the sandbox HTML pages and the docs' own routes are not.
    transform: (input) => {
      const url = input.url;
      if (!url.startsWith('/api/') || url === DOCUMENT || url.startsWith(DOCS))
        return { schema: { ...input.schema, hide: true }, url };
      return routeSchemaTransform(input);
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS,
    uiConfig: { deepLinking: true, displayOperationId: true },
    // Swagger UI's page loads its scripts by plain <script src> tags that carry no nonce: its own
    // pages get a policy of their own, still without inline scripts (CONTRACTS#trust 1).
    uiHooks: {
      onRequest: (_request, reply, done) => void (reply.header('content-security-policy', DOCS_CSP), done()),
    },
  });
  app.get(DOCUMENT, { schema: { hide: true } }, async () => app.swagger());
}
