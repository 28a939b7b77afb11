/** `npm start`: build, migrate local D1, start the doubles and serve the app at PORT (8787). */
import path from 'node:path';
import { startLocalStack } from './local-stack.ts';
import { buildApp } from './run.ts';

const port = Number(process.env.PORT ?? 8787);
await buildApp();
const stack = await startLocalStack({
  port,
  stateDir: path.resolve(import.meta.dirname, '..', '.wrangler', 'state'),
  output: 'inherit',
});
console.log(`\n  Pub Golf is running at ${stack.url}  (Ctrl+C to stop)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
