import { describe, expect, it } from 'vitest';
import { pictureCandidates, renditionWidths } from './renditions';

describe('renditionWidths', () => {
  it.each([
    [2000, [400, 800, 1600]],
    [1600, [400, 800]],
    [1200, [400, 800]],
    [512, [400]],
    [400, []],
    [300, []],
  ])('a picture %i px wide gets %j (never enlarged)', (width, expected) => {
    expect(renditionWidths(width)).toEqual(expected);
  });
});

describe('pictureCandidates', () => {
  const r = (width: number) => ({ url: `w${width}`, width });

  it('lists the renditions and a source no wider than 1600, narrowest first', () => {
    expect(pictureCandidates({ url: 'src', width: 1200 }, [r(800), r(400)])).toEqual([
      r(400),
      r(800),
      { url: 'src', width: 1200 },
    ]);
  });

  it('leaves out an original wider than the widest rendition', () => {
    expect(pictureCandidates({ url: 'src', width: 2000 }, [r(400), r(800), r(1600)])).toEqual([
      r(400),
      r(800),
      r(1600),
    ]);
  });

  it('offers an old single picture as the only candidate', () => {
    expect(pictureCandidates({ url: 'src', width: 512 }, [])).toEqual([{ url: 'src', width: 512 }]);
    expect(pictureCandidates({ url: 'src', width: 3000 }, [])).toEqual([{ url: 'src', width: 3000 }]);
  });

  it('offers nothing for a picture of unknown width without renditions', () => {
    expect(pictureCandidates({ url: 'src', width: null }, [])).toEqual([]);
  });
});
