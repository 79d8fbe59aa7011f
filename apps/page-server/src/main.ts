// Entry point of the page server: read and check the configuration, serve, stop cleanly.
import { buildPageServer } from './app';
import { loadPageServerConfig } from './config';
import { stopGracefully } from './stop';

async function main() {
  const config = loadPageServerConfig();
  const app = await buildPageServer(config);
  const stop = async () => {
    await stopGracefully(app);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`Join is ready at http://localhost:${port}/app/join/`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
