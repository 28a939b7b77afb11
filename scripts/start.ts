/** `npm start`: build, migrate local D1, start the doubles and serve the app at PORT (8787). */
import { PERSISTENT_STATE_DIR, serveUntilStopped, startLocalStack } from './local-stack.ts';
import { buildApp } from './run.ts';

await buildApp();
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 8787),
  stateDir: PERSISTENT_STATE_DIR,
  output: 'inherit',
});
serveUntilStopped(stack, 'Pub Golf');
