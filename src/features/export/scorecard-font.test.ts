import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEmojiFontFor } from './scorecard-font';
import { EMOJI_FONT_FAMILY } from './scorecard-layout';

describe('the images’ emoji font', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFonts() {
    const faces: string[] = [];
    const added: unknown[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string) {
          faces.push(family);
        }
        load() {
          return Promise.resolve(this);
        }
      },
    );
    vi.stubGlobal('document', { fonts: { add: (face: unknown) => added.push(face) } });
    return { faces, added };
  }

  it('is not fetched for names without an emoji', async () => {
    const { faces } = stubFonts();
    await loadEmojiFontFor('The Birdies Café Żubr 9/9 – “Par”');
    expect(faces).toEqual([]);
  });

  it('is fetched once, and ready before drawing, for a name with one', async () => {
    const { faces, added } = stubFonts();
    await loadEmojiFontFor('Beer Necessities 🍺');
    await loadEmojiFontFor('The Flags 🇬🇧');
    expect(faces).toEqual([EMOJI_FONT_FAMILY]);
    expect(added).toHaveLength(1);
  });
});
