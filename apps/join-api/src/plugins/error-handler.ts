// One error shape for every failure (docs/CONTRACTS.md Errors). 5xx bodies hide internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ValidationError } from '@join/schemas';
import { ApiError } from '../lib/api-error';
import type { Translator } from '../services/messages';

function issueText(issue: ZodFastifySchemaValidationError): string {
  // Our schemas speak in i18n keys ('validation:required'); zod's own texts become generic keys.
  if (issue.message?.startsWith('validation:')) return issue.message;
  if (issue.keyword === 'invalid_type' && (issue.params as { input?: unknown }).input === undefined) return 'validation:required';
  return 'validation:invalid';
}

/** Zod issues of one request part to the contract's fields: 'parent.email', 'query.country', 'headers.x-invite-token'. */
export function toValidationErrors(issues: ZodFastifySchemaValidationError[], part: string, t: Translator): ValidationError[] {
  const seen = new Set<string>();
  const out: ValidationError[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = part === 'body' ? path || 'body' : [part === 'querystring' ? 'query' : part, path].filter(Boolean).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, text: t(issueText(issue)) });
  }
  return out;
}

export function installErrorHandler(app: FastifyInstance, translatorFor: (acceptLanguage: string | undefined) => Translator): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const t = translatorFor(request.headers['accept-language']);
    if (error instanceof ApiError) {
      const body = { ...error.body, validationErrors: error.body.validationErrors?.map((e) => ({ field: e.field, text: t(e.text) })) };
      return reply.status(error.httpStatus).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toValidationErrors(error.validation, error.validationContext ?? 'body', t);
      return reply.status(400).send({ status: 400, message: 'validation.failed', validationErrors: errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large) in the same shape.
      const text = t('validation:invalid');
      return reply.status(status).send({ status, message: error.code ?? 'bad.request', validationErrors: [{ field: 'body', text }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 500, message: 'Unexpected error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 404, message: 'not.found' });
  });
}
