import { describe, expect, it } from 'vitest';
import { defaultHoles } from './holes';
import { crawlTimingSchema, formatClock, plannedArrivals } from './crawl-timing';

describe('crawlTimingSchema', () => {
  it('takes a 24-hour start time and 5 to 180 minutes per hole, 30 by default', () => {
    expect(crawlTimingSchema.parse({ startTime: '19:30' })).toEqual({ startTime: '19:30', minutesPerHole: 30 });
    expect(crawlTimingSchema.parse({ startTime: '00:00', minutesPerHole: 5 }).minutesPerHole).toBe(5);
    expect(crawlTimingSchema.parse({ startTime: '23:59', minutesPerHole: 180 }).minutesPerHole).toBe(180);
  });

  it.each([
    ['startTime', { startTime: '25:00' }],
    ['startTime', { startTime: '7:30' }],
    ['startTime', { startTime: '19:60' }],
    ['startTime', { startTime: '7pm' }],
    ['minutesPerHole', { startTime: '19:00', minutesPerHole: 4 }],
    ['minutesPerHole', { startTime: '19:00', minutesPerHole: 181 }],
    ['minutesPerHole', { startTime: '19:00', minutesPerHole: 30.5 }],
  ])('refuses a bad %s', (field, timing) => {
    const result = crawlTimingSchema.safeParse(timing);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});

describe('plannedArrivals', () => {
  it('reaches hole 1 at the start and each next hole a hole’s minutes later, past midnight too', () => {
    const arrivals = plannedArrivals({ startTime: '20:00', minutesPerHole: 30 }, defaultHoles());
    expect(arrivals.map(formatClock)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
    ]);
    expect(arrivals.at(-1)).toBe(24 * 60);
  });

  it('lets a hole keep its own minutes', () => {
    const holes = defaultHoles().map((hole) => (hole.holeNumber === 2 ? { ...hole, minutes: 90 } : hole));
    const arrivals = plannedArrivals({ startTime: '21:45', minutesPerHole: 20 }, holes);
    expect(arrivals.slice(0, 4).map(formatClock)).toEqual(['21:45', '22:05', '23:35', '23:55']);
    expect(formatClock(arrivals[8] ?? 0)).toBe('01:35');
  });
});
