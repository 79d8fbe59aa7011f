// One error shape for every failure (docs/CONTRACTS.md Errors). 5xx bodies hide internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ValidationError } from '@join/schemas';
import { ApiError } from '../lib/api-error';
import type { Translator } from '../services/messages';
import { RequestValidationError } from './zod-schemas';

function issueText(issue: { code: string; message: string; input?: unknown }): string {
  // Our schemas speak in i18n keys ('validation:required'); zod's own texts become generic keys.
  if (issue.message.startsWith('validation:')) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation:required';
  return 'validation:invalid';
}

export function toValidationErrors(error: RequestValidationError, t: Translator): ValidationError[] {
  const seen = new Set<string>();
  const out: ValidationError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const field = error.part === 'body' ? path || 'body' : [error.part === 'querystring' ? 'query' : error.part, path].filter(Boolean).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, text: t(issueText(issue as never)) });
  }
  return out;
}

export function installErrorHandler(app: FastifyInstance, translatorFor: (acceptLanguage: string | undefined) => Translator): void {
  app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request, reply) => {
    const t = translatorFor(request.headers['accept-language']);
    if (error instanceof ApiError) {
      const body = { ...error.body, validationErrors: error.body.validationErrors?.map((e) => ({ field: e.field, text: t(e.text) })) };
      return reply.status(error.httpStatus).send(body);
    }
    if (error instanceof RequestValidationError) {
      return reply.status(400).send({ status: 400, message: 'validation.failed', validationErrors: toValidationErrors(error, t) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large) in the same shape.
      const text = t('validation:invalid');
      return reply.status(status).send({ status, message: (error as FastifyError).code ?? 'bad.request', validationErrors: [{ field: 'body', text }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 500, message: 'Unexpected error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 404, message: 'not.found' });
  });
}
