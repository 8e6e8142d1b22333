// Pure window geometry: centring a window on a display's work area, and checking that remembered bounds are still
// visible on the displays attached now (a monitor may have been unplugged since).

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The rectangle of `size` centred in `workArea`, shrunk to fit if the work area is smaller. Integer pixels. */
export function centreOnDisplay(size: Size, workArea: Rect): Rect {
  const width = Math.min(Math.round(size.width), workArea.width);
  const height = Math.min(Math.round(size.height), workArea.height);
  return {
    x: Math.round(workArea.x + (workArea.width - width) / 2),
    y: Math.round(workArea.y + (workArea.height - height) / 2),
    width,
    height,
  };
}

function overlap(a: Rect, b: Rect): Size {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return { width, height };
}

/** How much of a window must stay on some display for its remembered place to be reused. */
const MIN_VISIBLE = 80;

/**
 * Remembered bounds if they still sit (mostly) on one of `workAreas`, with the size shrunk to that work area;
 * otherwise undefined (the caller then uses the default size, centred).
 */
export function restorableBounds(
  saved: Rect,
  workAreas: readonly Rect[],
  minimum: Size = { width: 200, height: 150 },
): Rect | undefined {
  if (saved.width < minimum.width || saved.height < minimum.height) return undefined;
  const host = workAreas.find((area) => {
    const visible = overlap(saved, area);
    return visible.width >= Math.min(MIN_VISIBLE, saved.width) && visible.height >= Math.min(MIN_VISIBLE, saved.height);
  });
  if (!host) return undefined;
  const width = Math.min(saved.width, host.width);
  const height = Math.min(saved.height, host.height);
  const x = Math.min(Math.max(saved.x, host.x), host.x + host.width - width);
  const y = Math.min(Math.max(saved.y, host.y), host.y + host.height - height);
  return { x, y, width, height };
}
