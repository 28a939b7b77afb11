import type { TestProject } from 'vitest/node';
import { startDoubles } from '../../scripts/doubles/start-doubles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Configuration pointing the Worker's real clients at the loopback doubles. */
    doublesEnv: Record<string, string>;
    /** The push service double, whose `/sent` lists what the Worker pushed. */
    pushDoubleUrl: string;
  }
}

/** The Worker tests talk to the same loopback doubles as `npm start`. */
export default async function setup(project: TestProject) {
  const doubles = await startDoubles();
  project.provide('doublesEnv', doubles.env);
  project.provide('pushDoubleUrl', doubles.pushOrigin);
  return async () => {
    await doubles.stop();
  };
}
