import { describe, expect, it } from 'vitest';
import { shareCodeSchema } from './courses';

describe('share codes', () => {
  it('are ten letters of the share-code alphabet', () => {
    expect(shareCodeSchema.safeParse('ABCDEFGHJK').success).toBe(true);
    for (const code of ['ABCDEFGHJ', 'ABCDEFGHJKM', 'abcdefghjk', 'ABCDEFGHJO']) {
      expect(shareCodeSchema.safeParse(code).success, code).toBe(false);
    }
  });

  it('say what is wrong once, however many ways a code is wrong', () => {
    const result = shareCodeSchema.safeParse('!!');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['shareCode is not a share code']);
  });
});
