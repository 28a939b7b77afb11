/** A member's saved penalty list, which each save replaces. Mounted under /api/user/custom-penalties. */
import { Hono } from 'hono';
import { customPenaltiesRequestSchema, type CustomPenaltiesResponse } from '../../../domain/penalties';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/session/require-user';
import { requireSubscription } from '../../lib/subscription-gate';
import { validate } from '../../validate';
import { saveCustomPenalties } from './service';

export const customPenaltiesRoutes = new Hono<AppEnv>()
  // Membership before validation, so a signed-out caller hears 401 whatever it sent.
  .post('/', requireSubscription, validate('json', customPenaltiesRequestSchema), async (c) => {
    const { penalties } = c.req.valid('json');
    const customPenalties = await saveCustomPenalties(createDb(c.var.db), requireUser(c).id, penalties);
    return c.json({ customPenalties } satisfies CustomPenaltiesResponse);
  });
