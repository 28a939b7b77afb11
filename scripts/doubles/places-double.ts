/**
 * A loopback stand-in for Google Places API (New) Text Search
 * (POST /v1/places:searchText), answering from places-fixtures.ts in Google's shape.
 * It checks the API key and the field mask and returns only the masked fields.
 * It also plays Nominatim's search (GET /search?q=…&format=jsonv2) over the same bars, with
 * each bar's opening_hours tag among its extratags when asked for them (extratags=1).
 *
 * A text finds the bars of a city it names ('bars in dublin') and the bars whose name
 * contains it or is contained in it ('temple bar'); any other text finds nothing.
 * Test hooks:
 *   textQuery 'upstream-failure'   answers 500 in Google's error shape
 *   textQuery 'upstream-garbage'   answers 200 with an HTML page
 *   textQuery 'upstream-timeout'   answers only after 10 s
 *   GET /__requests?textQuery=…    {count}: searchText calls seen for that text (any text without it)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, startLoopbackServer } from './http-server.ts';
import { FIXTURE_CITIES, type FixtureBar, type FixtureCity, type FixtureHours } from './places-fixtures.ts';

const PLACES_DOUBLE_API_KEY = 'local-double-key';
const MAX_PAGE_SIZE = 20;
const SLOW_ANSWER_MS = 10_000;
const KNOWN_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'currentOpeningHours',
  'currentOpeningHours.openNow',
  'regularOpeningHours',
  'regularOpeningHours.periods',
  'timeZone',
];

interface GooglePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  currentOpeningHours?: { openNow: boolean };
  regularOpeningHours?: { periods: NonNullable<FixtureHours['google']> };
  timeZone: { id: string };
}

export async function startPlacesDouble() {
  const requestCounts = new Map<string, number>();
  const server = await startLoopbackServer(
    (req, res) => handle(req, res, requestCounts),
    (error, res) => sendJson(res, 500, googleError(500, String(error), 'INTERNAL')),
  );
  return {
    env: {
      GOOGLE_PLACES_API_KEY: PLACES_DOUBLE_API_KEY,
      GOOGLE_PLACES_BASE_URL: server.origin,
      NOMINATIM_BASE_URL: server.origin,
    },
    stop: server.stop,
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, requestCounts: Map<string, number>) {
  const url = new URL(req.url ?? '/', 'http://double');
  if (req.method === 'GET' && url.pathname === '/__requests') {
    const text = url.searchParams.get('textQuery');
    const count = text === null ? sum(requestCounts.values()) : (requestCounts.get(normalise(text)) ?? 0);
    return sendJson(res, 200, { count });
  }
  if (req.method === 'GET' && url.pathname === '/search') return sendJson(res, 200, nominatimSearch(url));
  if (req.method !== 'POST' || url.pathname !== '/v1/places:searchText') {
    return sendJson(res, 404, googleError(404, `Method not found: ${req.method} ${url.pathname}`, 'NOT_FOUND'));
  }
  if (req.headers['x-goog-api-key'] !== PLACES_DOUBLE_API_KEY) {
    return sendJson(res, 403, googleError(403, 'The request is missing a valid API key.', 'PERMISSION_DENIED'));
  }
  const mask = fieldMask(req.headers['x-goog-fieldmask']);
  if (typeof mask === 'string') return sendJson(res, 400, googleError(400, mask, 'INVALID_ARGUMENT'));

  let body: { textQuery?: unknown; pageSize?: unknown };
  try {
    body = JSON.parse(await readBody(req)) as typeof body;
  } catch {
    return sendJson(res, 400, googleError(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT'));
  }
  if (typeof body.textQuery !== 'string' || body.textQuery.trim() === '') {
    return sendJson(res, 400, googleError(400, 'Empty text_query.', 'INVALID_ARGUMENT'));
  }
  const text = normalise(body.textQuery);
  requestCounts.set(text, (requestCounts.get(text) ?? 0) + 1);

  if (text === 'upstream-failure')
    return sendJson(res, 500, googleError(500, 'Internal error encountered.', 'INTERNAL'));
  if (text === 'upstream-garbage') {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
    return;
  }
  if (text === 'upstream-timeout') {
    setTimeout(() => sendJson(res, 200, {}), SLOW_ANSWER_MS).unref();
    return;
  }

  const pageSize =
    typeof body.pageSize === 'number' && body.pageSize > 0 ? Math.min(body.pageSize, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
  const places = matchingBars(text)
    .slice(0, pageSize)
    .map(({ bar, city, cityOf }) => project(toGooglePlace(bar, city, cityOf.timeZone), mask));
  // Google leaves `places` out when nothing matches.
  sendJson(res, 200, places.length > 0 ? { places } : {});
}

/** Nominatim's jsonv2 answer: the same bars as pubs, their tags among extratags when asked. */
function nominatimSearch(url: URL): unknown[] {
  const text = normalise(url.searchParams.get('q') ?? '').replace(/^(pub|bar) /, '');
  const withTags = url.searchParams.get('extratags') === '1';
  const limit = Number(url.searchParams.get('limit') ?? MAX_PAGE_SIZE);
  return matchingBars(text)
    .slice(0, limit)
    .map(({ bar, cityOf }, index) => ({
      place_id: 900_000 + index,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'node',
      osm_id: osmId(bar.name),
      lat: String(bar.lat),
      lon: String(bar.lng),
      category: 'amenity',
      type: 'pub',
      name: bar.name,
      display_name: `${bar.name}, ${bar.address}`,
      address: { amenity: bar.name, road: bar.address.split(',')[0] ?? '', country_code: cityOf.countryCode },
      ...(withTags ? { extratags: bar.hours ? { opening_hours: bar.hours.osm } : {} } : {}),
    }));
}

function matchingBars(text: string): { bar: FixtureBar; city: string; cityOf: FixtureCity }[] {
  return FIXTURE_CITIES.flatMap((city) => {
    const namesCity = city.names.some((name) => new RegExp(`\\b${name}\\b`).test(text));
    return city.bars
      .filter((bar) => {
        const name = bar.name.toLowerCase();
        return namesCity || name.includes(text) || text.includes(name);
      })
      .map((bar) => ({ bar, city: city.names[0] ?? 'city', cityOf: city }));
  });
}

function toGooglePlace(bar: FixtureBar, city: string, timeZone: string): GooglePlace {
  return {
    id: `local-${slug(city)}-${slug(bar.name)}`,
    displayName: { text: bar.name, languageCode: 'en' },
    formattedAddress: bar.address,
    location: { latitude: bar.lat, longitude: bar.lng },
    ...(bar.openNow === undefined ? {} : { currentOpeningHours: { openNow: bar.openNow } }),
    ...(bar.hours?.google ? { regularOpeningHours: { periods: bar.hours.google } } : {}),
    timeZone: { id: timeZone },
  };
}

/** A stable node id from the name, so a bar keeps its id from search to search. */
function osmId(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash;
}

/** The place fields named by `places.…` paths, or an error message as Google would give. */
function fieldMask(header: string | string[] | undefined): string[] | string {
  if (typeof header !== 'string' || header.trim() === '') {
    return 'FieldMask is a required parameter. See how to provide a field mask at https://developers.google.com/maps/documentation/places/web-service/choose-fields.';
  }
  const paths = header.split(',').map((path) => path.trim());
  if (paths.includes('*')) return KNOWN_FIELDS;
  const fields: string[] = [];
  for (const path of paths) {
    const field = path.startsWith('places.') ? path.slice('places.'.length) : '';
    if (!KNOWN_FIELDS.includes(field))
      return `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`;
    fields.push(field);
  }
  return fields;
}

function project(place: GooglePlace, fields: string[]): Record<string, unknown> {
  const source = place as unknown as Record<string, Record<string, unknown> | string | undefined>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const [top = '', sub] = field.split('.');
    const value = source[top];
    if (value === undefined) continue;
    if (sub === undefined) out[top] = value;
    else if (typeof value === 'object' && sub in value)
      out[top] = { ...(out[top] as object | undefined), [sub]: value[sub] };
  }
  return out;
}

function googleError(code: number, message: string, status: string) {
  return { error: { code, message, status } };
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
