// Evaluates zod's own modules (and nothing else) when imported: first-screen-api.ts imports this
// first and the client with its schemas a task later, so neither is one long task.
import { z } from 'zod';

export const zodLoaded = typeof z.object === 'function';
