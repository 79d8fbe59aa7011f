// Fastify validates requests and serialises answers with the routes' zod schemas through
// fastify-type-provider-zod (CONVENTIONS.md Server: every route declares its request and
// response schemas per status code, handlers read typed values with no casts). Failed
// validation becomes the contract's `validationErrors [{field, text}]` in the error handler.
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@join/schemas';

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Answers are parsed (not encoded) with their schema: the shared schemas hold one-way
 * transforms (emails lower-cased, empty strings to null) that zod cannot run backwards, and
 * parsing strips every field the contract does not name, so internals never leak.
 */
const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZod(schema)) return (data) => JSON.stringify(data);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new Error(
        `${method} ${url}: the answer does not match its schema: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    return JSON.stringify(result.data);
  };
};

export function installZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // What is answered before the handler runs is part of each route's declared answers, and so of
  // the OpenAPI document: 400 for a request its schemas refuse, 414 for a path parameter longer
  // than the router takes.
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    const response = schema?.response as Record<number, unknown> | undefined;
    if (!schema || !response) return;
    const validated = Boolean(schema.body || schema.params || schema.querystring || schema.headers);
    route.schema = {
      ...schema,
      response: {
        ...(validated ? { 400: errorBodySchema } : {}),
        ...(route.url.includes(':') ? { 414: errorBodySchema } : {}),
        ...response,
      },
    };
  });
}
