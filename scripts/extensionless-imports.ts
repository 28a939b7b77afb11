/**
 * Lets a script run under Node import the app's own TypeScript modules (domain/), which import
 * each other without '.ts' as the bundler and TypeScript resolve them: a relative import Node
 * cannot find as written is tried again with '.ts'. Import this first, then those modules with
 * `await import(...)`: static imports are all resolved before this module runs.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || specifier.endsWith('.ts')) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
