/** `npm run dev`: Vite with hot reload, the Worker in workerd, local D1 migrated, the doubles running. */
import { PERSISTENT_STATE_DIR, serveUntilStopped, startLocalStack } from './local-stack.ts';

const stack = await startLocalStack({
  mode: 'dev',
  port: Number(process.env.PORT ?? 5173),
  stateDir: PERSISTENT_STATE_DIR,
  output: 'inherit',
});
serveUntilStopped(stack, 'Pub Golf (dev)');
