// CONTRACTS#trust 6: bad input never becomes a 5xx. Before any schema runs, a JSON body is walked
// once: a string with control or invisible format characters is refused on its field (the
// database refuses NUL outright; the rest hides text from people), and nesting deeper than any
// contract uses is refused before a schema or a log line recurses into it.
import type { FastifyInstance } from 'fastify';
import { hasHiddenCharacters, MESSAGES, type ValidationError } from '@join/schemas';
import { badRequest } from '../lib/api-error';

const MAX_DEPTH = 16;

/** The fields of `body` that break the rules, as the contract's validationErrors. */
export function bodyProblems(body: unknown): ValidationError[] {
  const problems: ValidationError[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length && problems.length < 20) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasHiddenCharacters(value))
        problems.push({ field: path || 'body', text: MESSAGES.hiddenCharacters });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      problems.push({ field: path || 'body', text: 'validation:invalid' });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (hasHiddenCharacters(key)) problems.push({ field: path || 'body', text: 'validation:invalid' });
      else stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return problems.reverse();
}

/** Path parameters and query values with control or invisible characters, as validationErrors. */
export function parameterProblems(values: unknown, part: 'params' | 'query'): ValidationError[] {
  if (!values || typeof values !== 'object') return [];
  const problems: ValidationError[] = [];
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (hasHiddenCharacters(key) || texts.some((v) => typeof v === 'string' && hasHiddenCharacters(v)))
      problems.push({ field: `${part}.${key}`, text: 'validation:invalid' });
  }
  return problems;
}

export function installBodyGuard(app: FastifyInstance): void {
  // Ids in the path reach SQL as text, where a NUL makes the database fail (500) rather than refuse
  // the request, so every route's parameters are checked before its schema runs.
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...parameterProblems(request.params, 'params'),
      ...parameterProblems(request.query, 'query'),
    ];
    if (problems.length) throw badRequest(problems);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    if (request.url.startsWith('/api/csp-reports')) return; // browsers' own reports, stored cut down
    const problems = bodyProblems(request.body);
    if (problems.length) throw badRequest(problems);
  });
}
