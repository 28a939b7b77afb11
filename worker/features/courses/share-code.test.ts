import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '../../../domain/courses';
import { newShareCode } from './share-code';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes each call to crypto.getRandomValues answer the next of these draws; 255 (always thrown away) pads it. */
function drawBytes(...draws: number[][]): { calls: () => number } {
  let calls = 0;
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array) array.fill(255).set((draws[calls] ?? []).slice(0, array.length));
    calls++;
    return array;
  });
  return { calls: () => calls };
}

describe('newShareCode', () => {
  it('makes codes of the alphabet only, each one different', () => {
    const codes = Array.from({ length: 2_000 }, newShareCode);
    const shape = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);
    expect(codes.filter((code) => !shape.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('throws away the bytes that would favour the first letters, and reads the rest fairly', () => {
    // 30 letters: 240 is the largest multiple of 30 under 256, so bytes 240 to 255 are dropped.
    drawBytes([240, 255, 0, 29, 30, 239, 250, 1, 2, 3, 4, 5, 6, 7]);
    expect(newShareCode()).toBe('2Z2Z345678');
  });

  it('draws again when too many bytes were thrown away', () => {
    const random = drawBytes([0, 1, 2], [3, 4, 5, 6, 7, 8, 9]);
    expect(newShareCode()).toBe('234' + '56789AB');
    expect(random.calls()).toBe(2);
  });
});
