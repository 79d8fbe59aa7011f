// Liveness and readiness for a load balancer or an orchestrator (CONTRACTS#past-one-machine 5).
// GET /api/health/live answers 200 while the process can answer at all: restart it when not.
// GET /api/health/ready answers 200 only when this copy should get traffic: 503 once it is
// stopping (markStopping, or app.close()) and while its database does not answer within
// READY_DB_TIMEOUT_MS. GET /api/health stays as it was (ok plus the engine).
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { apiPaths, livenessResponseSchema, readinessResponseSchema } from '@join/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from './route-helpers';

const READY_DB_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** stopping: this copy is on its way out and must get no new traffic. */
    lifecycle: { stopping: boolean };
  }
}

/** Decorates the root instance; app.close() marks the copy as stopping before anything closes. */
export function installLifecycle(app: FastifyInstance) {
  app.decorate('lifecycle', { stopping: false });
  app.addHook('preClose', async () => markStopping(app));
}

/** Readiness turns false now; call it first on SIGTERM, before draining and closing. */
export function markStopping(app: FastifyInstance) {
  app.lifecycle.stopping = true;
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.services.databaseAnswers().then(() => true), timeout]);
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database does not answer');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.liveness,
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['system'],
        response: responses({ 200: livenessResponseSchema }, []),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, worker: cluster.isWorker ? (cluster.worker?.id ?? null) : null };
    },
  );

  app.get(
    apiPaths.readiness,
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['system'],
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const database = app.db.kind;
      if (app.lifecycle.stopping) return reply.status(503).send({ status: 'stopping' as const, database });
      if (!(await databaseAnswers(app)))
        return reply.status(503).send({ status: 'database-unreachable' as const, database });
      return { status: 'ready' as const, database };
    },
  );
};
