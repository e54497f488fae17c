import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { runPrimary, shouldFork } from './cluster';
import { ConfigError, loadConfig } from './config';
import { isEmptyDatabase, seedDemo } from './seed/demo';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  /** Seed work that runs once the server listens. */
  const afterListen: (() => Promise<void>)[] = [];
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  if (shouldFork(config)) {
    await runPrimary(config, (lines) => console.log(`\nDemo team "demo" created. Sign in with:\n${lines}\n`));
    return;
  }
  const app = await buildApp(config);

  if (config.seedDemo && (await isEmptyDatabase(app.db))) {
    const seedStart = performance.now();
    const credentials = await seedDemo(app.db, config, {
      later: (history) => {
        if (config.seedDemoHistory) afterListen.push(history);
      },
    });
    app.log.info(`Demo team seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const lines = credentials.map((c) => `  ${c.role.padEnd(11)} ${c.username.padEnd(16)} ${c.password}`);
    console.log(
      `\nDemo team "demo" created. Sign in with (shown once, also in ${config.dataDir}/demo-credentials.txt):\n${lines.join('\n')}\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await app.contentApp.listen({ port: config.contentPort, host: config.host });
  app.log.info(`Serving on ${config.publicUrl} (database: ${app.dbDriver})`);
  app.log.info(`Serving uploaded content on ${config.contentOrigin} (port ${config.contentPort})`);
  // The demo colleagues' history fills in while the server already answers.
  for (const work of afterListen) {
    const started = performance.now();
    work()
      .then(() => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        app.log.info(`Demo team history (40 colleagues, 60 days) ready after ${seconds} s`);
      })
      .catch((err: unknown) => app.log.error({ err }, 'The demo team history could not be seeded'));
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
