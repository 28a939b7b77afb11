import { ApiError } from '../../errors';

/** How long one search may wait for a provider, in total. */
export const UPSTREAM_TIMEOUT_MS = 5000;

/** Fetches JSON from a provider; any failure, non-OK answer or timeout becomes a 502. */
export async function fetchUpstreamJson(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw upstreamError(provider, error);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw upstreamError(provider, `HTTP ${response.status} ${detail.slice(0, 300)}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw upstreamError(provider, error);
  }
}

export function upstreamError(provider: string, cause: unknown): ApiError {
  // A warning, not an error: the provider failed, not our code; the client is told to retry.
  console.warn(
    `Places provider ${provider} failed:`,
    cause instanceof Error ? `${cause.name}: ${cause.message}` : cause,
  );
  return new ApiError(502, 'upstream_error', 'The places service did not answer. Please try again.');
}
