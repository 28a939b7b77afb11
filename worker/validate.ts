import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { validationError } from './errors';

/**
 * `zValidator` with our error contract: a failure answers 400 naming the fields. (A body that
 * is not JSON at all is the field `body`: see `toApiError`.)
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodMiniType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(target, result.error);
  });
}
