/**
 * The server entry (`npm start` / `npm run server`): env → database (PGlite at PORTAL_DATA_DIR,
 * created and seeded on first run; PostgreSQL with DATABASE_URL) → realtime hub → app → HTTP
 * and websocket on PORT. SIGINT/SIGTERM close sockets and the database.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { WebSocketServer } from 'ws';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import { demoPassword, demoSupportAgent, demoUsers } from './db/demo-users';
import { prepareDatabase } from './db/prepare';
import { EnvError, loadEnv, showsDemoHint, type ServerEnv } from './env';
import { serveHttp } from './http/serve-http';
import { createRealtimeHub } from './realtime/hub';
import { startDeliveryWorker } from './services/integrations/delivery-worker';
import { notifierFromEnv } from './services/outbox/notifier';
import { processorFromEnv } from './services/billing/processor';
import { startSettleLoop } from './services/billing/settle';

async function openAndPrepare(env: ServerEnv): Promise<Database> {
  const started = Date.now();
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openDatabase({ url: env.DATABASE_URL });
  } else {
    const dataDir = resolve(env.PORTAL_DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    database = await openDatabase({ dataDir, pgliteThread: env.PORTAL_PGLITE_THREAD });
  }
  // Migrations are idempotent (drizzle records what it applied); the seed runs on an empty database.
  await prepareDatabase(database, env.PORTAL_SEED_MESSAGES !== undefined ? { messages: env.PORTAL_SEED_MESSAGES } : {}, () =>
    console.log('[server] seeding demo data (first run)…'),
  );
  console.log(`[server] database ready (${database.kind === 'pglite' ? `pglite, ${env.PORTAL_PGLITE_THREAD} thread` : database.kind}) in ${Date.now() - started} ms`);
  return database;
}

async function main() {
  let env: ServerEnv;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openAndPrepare(env);
  const hub = createRealtimeHub(database);
  await hub.ready;
  const app = createApp({ database, env, hub });
  // The integrations' delivery queue: every process runs a worker; they share the rows safely.
  const deliveryWorker = startDeliveryWorker(database, { notifier: notifierFromEnv(database.db, env) });
  // Payments go PROCESSING → PAID here; safe with several processes on one PostgreSQL.
  const processor = processorFromEnv(env);
  const stopSettle = startSettleLoop({ database, hub, processor, settleAfterMs: env.PORTAL_PAYMENT_SETTLE_SECONDS * 1000 });
  console.log(`[server] payments: ${processor.name === 'stripe' ? 'Stripe' : 'the local test processor'}`);
  const wss = new WebSocketServer({ noServer: true });

  const server = serveHttp({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, wss }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    const url = `http://${host === '0.0.0.0' || host === '[::]' ? 'localhost' : host}:${info.port}`;
    console.log(`[server] AnswerDesk portal at ${url}/  (login: ${url}/login, support: ${url}/support/login)`);
    if (env.PORTAL_TEST_CONTROL) console.log('[server] test control surface mounted at /__test');
    if (showsDemoHint(env)) {
      console.log(`[server] demo logins (password ${demoPassword}): ${demoUsers.map((u) => u.username).join(', ')}`);
      console.log(`[server] support console: ${demoSupportAgent.username} / ${demoSupportAgent.password}`);
    }
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    await deliveryWorker.stop();
    stopSettle();
    await hub.close();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((done) => {
      server.close(() => done());
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[server] failed to start', err);
  process.exit(1);
});
