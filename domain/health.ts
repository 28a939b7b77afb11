import * as z from 'zod/mini';

/** `GET /api/health`: the Worker answers and D1 answered a query. */
export const healthResponseSchema = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
