// Stopping on SIGTERM (docs/deploying.md: a rolling deploy stops a copy while visitors use it).
// Pages in flight get a grace period; after it, connections still open are closed, so one that
// never ends (a proxied API call the stopping API dropped, a browser's open keep-alive) cannot keep
// the process alive until the orchestrator kills it.
import type { FastifyInstance } from 'fastify';

/** How long answers in flight may take once the page server is asked to stop. */
export const STOP_GRACE_MS = 10_000;

/** Closes the server: refuses new connections, waits up to `graceMs` for open ones, then cuts them. */
export async function stopGracefully(app: FastifyInstance, graceMs = STOP_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'connections still open after the grace period; closing them');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
