// Runs PGlite (embedded Postgres in WebAssembly) on its own thread: its queries are synchronous
// WASM work, and on a worker they no longer block the HTTP event loop. Plain JS so the same file
// runs from the sources, from the bundle and under Jest (which cannot load PGlite itself).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

let pg;
try {
  // A template (a dump of an initialised cluster) skips initdb, the slow part of a first start.
  const options = workerData.template ? { loadDataDir: new Blob([workerData.template]) } : {};
  // The embedded database is for one machine: writes are flushed to the data folder after the
  // answer instead of before it (an order of magnitude more sign-ups per second). A clean stop
  // flushes everything; a power cut may lose the last moments. Production uses PostgreSQL.
  options.relaxedDurability = true;
  pg = new PGlite(workerData.dataDir || undefined, options);
  await pg.waitReady;
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({
    type: 'failed',
    error: { message: String(error && error.message ? error.message : error) },
  });
}

parentPort.on('message', async (msg) => {
  try {
    if (msg.type === 'close') {
      await pg.close();
      parentPort.postMessage({ id: msg.id, ok: true, rows: [] });
      return;
    }
    if (msg.type === 'dump') {
      const blob = await pg.dumpDataDir('none');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      parentPort.postMessage({ id: msg.id, ok: true, rows: [], dump: bytes }, [bytes.buffer]);
      return;
    }
    const result = await pg.query(msg.sql, msg.params);
    parentPort.postMessage({ id: msg.id, ok: true, rows: result.rows });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: { message: error.message, code: error.code } });
  }
});
