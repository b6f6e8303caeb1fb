import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  // Graceful drain. On SIGTERM (what orchestrators send) the instance first
  // answers "not ready" for SHUTDOWN_DELAY_MS while still serving, so that the
  // load balancer takes it out; then it stops accepting connections, lets the
  // requests in flight finish, closes the render and database pools and exits
  // 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
  closeWithGrace(
    { delay: config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS },
    async ({ signal, err }) => {
      app.lifecycle.draining = true;
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info({ signal }, 'shutting down');
      if (signal === 'SIGTERM' && config.SHUTDOWN_DELAY_MS > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
      }
      await app.close();
      app.log.info('shut down');
    },
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`CV Builder is ready at ${config.PUBLIC_URL}/ui`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
