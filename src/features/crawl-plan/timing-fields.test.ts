import { describe, expect, it } from 'vitest';
import { parseMinutes, parseStartTime } from './timing-fields';

describe('typed times and minutes', () => {
  it('takes a 24-hour start time, and one typed without its leading zero', () => {
    expect(parseStartTime('20:30')).toBe('20:30');
    expect(parseStartTime(' 9:05 ')).toBe('09:05');
    expect(parseStartTime('00:00')).toBe('00:00');
  });

  it('refuses what is not a 24-hour time', () => {
    for (const typed of ['24:00', '7pm', '20:3', '2030', '', '20:60']) expect(parseStartTime(typed)).toBeUndefined();
  });

  it('takes whole minutes from 5 to 180 only', () => {
    expect(parseMinutes('5')).toBe(5);
    expect(parseMinutes('180')).toBe(180);
    for (const typed of ['4', '181', '30.5', '-30', 'half', '']) expect(parseMinutes(typed)).toBeUndefined();
  });
});
