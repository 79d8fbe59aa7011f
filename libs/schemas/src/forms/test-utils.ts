// Test helper (not exported from the lib): a schema's messages keyed by field path.
import type { z } from 'zod';

export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message of a field, as react-hook-form shows it. */
export function firstError(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return errorsOf(schema, input)[path]?.[0];
}
