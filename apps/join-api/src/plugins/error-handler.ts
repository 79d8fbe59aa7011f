// One error shape for every failure (docs/CONTRACTS.md Errors). 5xx bodies hide internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ValidationError } from '@join/schemas';
import { ApiError } from '../lib/api-error';
import { issueKey } from '../lib/message-keys';
import { HashingBusy } from '../lib/passwords';

/** Zod issues of one request part to the contract's fields: 'parent.email', 'query.country', 'headers.x-invite-token'. */
export function toValidationErrors(
  issues: ZodFastifySchemaValidationError[],
  part: string,
): ValidationError[] {
  const seen = new Set<string>();
  const out: ValidationError[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field =
      part === 'body'
        ? path || 'body'
        : [part === 'querystring' ? 'query' : part, path].filter(Boolean).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, text: issueKey(issue) });
  }
  return out;
}

/** Every text in an answer is an i18n key, whatever the visitor's language: the browser translates. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.httpStatus).send(error.body);
    }
    if (error instanceof HashingBusy) {
      // Too many password hashes at once in this copy: the visitor may retry shortly.
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          status: 503,
          message: 'server.busy',
          validationErrors: [{ field: 'form', text: 'common:limitUnavailable' }],
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toValidationErrors(error.validation, error.validationContext ?? 'body');
      return reply.status(400).send({ status: 400, message: 'validation.failed', validationErrors: errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large) in the same shape.
      return reply.status(status).send({
        status,
        message: error.code ?? 'bad.request',
        validationErrors: [{ field: 'body', text: 'validation:invalid' }],
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 500, message: 'server.error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 404, message: 'not.found' });
  });
}
