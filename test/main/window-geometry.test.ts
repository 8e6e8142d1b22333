// Centring on a display's work area and restoring remembered bounds only where a display still is.
import { describe, expect, it } from 'vitest';
import { centreOnDisplay, restorableBounds } from '../../electron/main/window-geometry';

const laptop = { x: 0, y: 0, width: 1440, height: 860 };
const external = { x: 1440, y: -200, width: 2560, height: 1400 };

describe('centreOnDisplay', () => {
  it('centres the size in the work area, including a display left of or above the primary one', () => {
    expect(centreOnDisplay({ width: 680, height: 420 }, laptop)).toEqual({ x: 380, y: 220, width: 680, height: 420 });
    expect(centreOnDisplay({ width: 680, height: 420 }, external)).toEqual({
      x: 1440 + 940,
      y: -200 + 490,
      width: 680,
      height: 420,
    });
    expect(centreOnDisplay({ width: 100, height: 100 }, { x: -1920, y: 0, width: 1920, height: 1080 })).toEqual({
      x: -1010,
      y: 490,
      width: 100,
      height: 100,
    });
  });

  it('shrinks a window larger than the work area and keeps integer pixels', () => {
    expect(centreOnDisplay({ width: 3000, height: 2000 }, laptop)).toEqual({ x: 0, y: 0, width: 1440, height: 860 });
    const odd = centreOnDisplay({ width: 681, height: 421 }, { x: 0, y: 25, width: 1366, height: 743 });
    expect(Object.values(odd).every(Number.isInteger)).toBe(true);
  });
});

describe('restorableBounds', () => {
  it('keeps bounds that lie on a display', () => {
    expect(restorableBounds({ x: 100, y: 50, width: 1100, height: 760 }, [laptop])).toEqual({
      x: 100,
      y: 50,
      width: 1100,
      height: 760,
    });
    expect(restorableBounds({ x: 2000, y: 0, width: 1100, height: 760 }, [laptop, external])).toEqual({
      x: 2000,
      y: 0,
      width: 1100,
      height: 760,
    });
  });

  it('forgets bounds on a display that is gone', () => {
    expect(restorableBounds({ x: 2000, y: 0, width: 1100, height: 760 }, [laptop])).toBeUndefined();
    expect(restorableBounds({ x: -5000, y: -5000, width: 800, height: 600 }, [laptop])).toBeUndefined();
  });

  it('pulls a mostly visible window fully onto its display and shrinks it to fit', () => {
    expect(restorableBounds({ x: 1000, y: 400, width: 1100, height: 760 }, [laptop])).toEqual({
      x: 340,
      y: 100,
      width: 1100,
      height: 760,
    });
    expect(restorableBounds({ x: 0, y: 0, width: 4000, height: 3000 }, [laptop])).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 860,
    });
  });

  it('refuses degenerate sizes', () => {
    expect(restorableBounds({ x: 0, y: 0, width: 10, height: 10 }, [laptop])).toBeUndefined();
  });
});
