import type { LatLng } from '../../../domain/holes';
import { barSearchResponseSchema, type BarSearchResponse } from '../../../domain/places';
import { apiJson } from '../../lib/api-fetch';

export async function searchBars(query: string, position: LatLng | null): Promise<BarSearchResponse> {
  const params = new URLSearchParams({ query, type: 'bar' });
  if (position) {
    params.set('lat', position.lat.toFixed(6));
    params.set('lng', position.lng.toFixed(6));
  }
  return apiJson(`/api/places/search?${params}`, barSearchResponseSchema);
}
