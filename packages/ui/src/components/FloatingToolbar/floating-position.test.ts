import { describe, expect, it } from 'vitest';
import { placeOverSelection } from './floating-position';

const viewport = { width: 1000, height: 800 };
const toolbar = { width: 200, height: 40 };

describe('placeOverSelection', () => {
  it('centres the toolbar above the selection, 8 px over it', () => {
    expect(placeOverSelection({ top: 300, left: 400, width: 100, height: 20 }, toolbar, viewport)).toEqual({
      top: 252,
      left: 350,
      side: 'above',
    });
  });

  it('keeps 8 px from the left and right edges', () => {
    expect(placeOverSelection({ top: 300, left: 0, width: 20 }, toolbar, viewport).left).toBe(8);
    expect(placeOverSelection({ top: 300, left: 990, width: 10 }, toolbar, viewport).left).toBe(792);
  });

  it('flips below the selection when there is no room above', () => {
    expect(placeOverSelection({ top: 40, left: 400, width: 100, height: 20 }, toolbar, viewport)).toEqual({
      top: 68,
      left: 350,
      side: 'below',
    });
  });

  it('stays on screen when the selection fills it', () => {
    const placement = placeOverSelection({ top: 20, left: 0, width: 1000, height: 900 }, toolbar, viewport);
    expect(placement).toEqual({ top: 752, left: 400, side: 'below' });
  });

  it('starts at the left margin when the toolbar is wider than the screen', () => {
    const narrow = { width: 320, height: 640 };
    expect(
      placeOverSelection({ top: 300, left: 100, width: 50 }, { width: 400, height: 40 }, narrow).left,
    ).toBe(8);
  });
});
