/** `npm run dev`: Vite with hot reload, the Worker in workerd, local D1 migrated, the doubles running. */
import path from 'node:path';
import { startLocalStack } from './local-stack.ts';

const stack = await startLocalStack({
  mode: 'dev',
  port: Number(process.env.PORT ?? 5173),
  stateDir: path.resolve(import.meta.dirname, '..', '.wrangler', 'state'),
  output: 'inherit',
});
console.log(`\n  Pub Golf (dev) is running at ${stack.url}  (Ctrl+C to stop)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
