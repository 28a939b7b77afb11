import * as z from 'zod/mini';
import { penaltiesSchema } from './penalties';

/** `GET /api/auth/user`: the signed-in user. */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** Only a provider-verified address; null when the provider gave none. */
  email: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The member's saved penalty list, counts at 0; empty when none is saved. */
  customPenalties: penaltiesSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
