// A port nothing listens on now, for a process the caller starts next (the port is free when
// asked; a process that takes it between the probe and its own listen makes the start fail loudly).
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
