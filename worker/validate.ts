import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { validationError } from './errors';

/**
 * `zValidator` with our error contract: a failure answers 400 naming the fields. Bodies
 * that are not JSON at all fail the same way, as the field `body`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodMiniType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(target, result.error);
  });
}
