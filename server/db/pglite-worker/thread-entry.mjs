// The PGlite thread's entry (client.ts starts it). Plain JavaScript because Node 20 does not
// carry tsx's loader into worker threads, whatever execArgv says: registering it here lets
// thread.ts stay TypeScript under tsx (the server) and vitest alike. PGlite (a few MB of
// JavaScript) is loaded first, by Node itself: through tsx's hooks it took seconds at start.
import '@electric-sql/pglite';
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
