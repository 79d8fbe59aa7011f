// GET /api/config: flags and URLs the shell reads at start (docs/CONTRACTS.md).
import { apiPaths, appConfigSchema, healthResponseSchema } from '@join/schemas';
import { request } from './http';

export function getConfig() {
  return request(apiPaths.config, { schema: appConfigSchema });
}

export function getHealth() {
  return request(apiPaths.health, { schema: healthResponseSchema });
}
