import * as z from 'zod/mini';

/** The one error shape every /api answer uses. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type ApiErrorIssue = NonNullable<ApiErrorBody['error']['issues']>[number];
