// A small adapter so Fastify validates and serialises with zod 4 (CONVENTIONS.md: every route
// declares its request and response schemas). Failed validation becomes the contract's
// `validationErrors [{field, text}]` in the error handler.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('validation.failed');
  }
}

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && 'safeParse' in schema;

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZod(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
};

const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZod(schema)) return (data) => JSON.stringify(data);
  // Parsing the answer strips fields the contract does not name, so internals never leak.
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new Error(`Response does not match its schema: ${result.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`);
    return JSON.stringify(result.data);
  };
};

export function installZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
