import { describe, expect, it } from 'vitest';
import { barSearchQuerySchema } from './places';

function issuesOf(input: Record<string, string>) {
  const result = barSearchQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('barSearchQuerySchema', () => {
  it('trims the text and reads coordinates as numbers', () => {
    expect(
      barSearchQuerySchema.parse({ query: '  Temple Bar ', type: 'bar', lat: ' 53.3455', lng: '-6.2643' }),
    ).toEqual({
      query: 'Temple Bar',
      type: 'bar',
      lat: 53.3455,
      lng: -6.2643,
    });
    expect(barSearchQuerySchema.parse({ query: 'dublin', type: 'bar' })).toEqual({ query: 'dublin', type: 'bar' });
  });

  it('says what is wrong with each field', () => {
    expect(issuesOf({ query: ' ', type: 'bar' })).toEqual([['query', 'Enter a place or a bar name to search for']]);
    expect(issuesOf({ query: 'x'.repeat(101), type: 'bar' })).toEqual([['query', 'Use at most 100 characters']]);
    expect(issuesOf({ query: 'x', type: 'cafe' })).toEqual([['type', 'Only bars can be searched: type must be bar']]);
    expect(issuesOf({ query: 'x', type: 'bar', lat: 'north', lng: '0' })).toEqual([['lat', 'lat must be a number']]);
    expect(issuesOf({ query: 'x', type: 'bar', lat: '0', lng: '-181' })).toEqual([
      ['lng', 'lng must be between -180 and 180'],
    ]);
    expect(issuesOf({ query: 'x', type: 'bar', lng: '0' })).toEqual([['lat', 'lat and lng must be given together']]);
  });
});
