// Draws Hearth's icons (a flame) into resources/ as PNGs with no dependencies: the app icon (512 px) and tray
// icons (light and dark glyphs, plus a macOS template image at 1x and 2x). Run: node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const out = new URL('../resources/', import.meta.url);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** RGBA pixels (Uint8Array, size*size*4) → PNG bytes. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA, deflate, no filter, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A flame in unit coordinates (y down): a round base with a tip that leans slightly; `scale` shrinks it around its base. */
function inFlame(x, y, { cx = 0.5, base = 0.66, radius = 0.26, tip = 0.08 } = {}) {
  const dx = x - cx;
  if (y >= base) return dx * dx + (y - base) * (y - base) <= radius * radius;
  if (y < tip) return false;
  const t = (y - tip) / (base - tip); // 0 at the tip, 1 at the widest point
  const lean = 0.07 * Math.sin(Math.PI * (1 - t)) * (1 - t);
  const half = radius * Math.pow(t, 0.75);
  return Math.abs(dx - lean) <= half;
}
const outer = (x, y) => inFlame(x, y);
const inner = (x, y) => inFlame(x, y, { base: 0.74, radius: 0.12, tip: 0.42 });

/** Renders with 4×4 supersampling; `paint(x, y)` returns [r, g, b, a] (0–255) or null for transparent. */
function render(size, paint) {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = paint((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          if (!colour) continue;
          const alpha = colour[3] / 255;
          r += colour[0] * alpha;
          g += colour[1] * alpha;
          b += colour[2] * alpha;
          a += alpha;
        }
      }
      const index = (py * size + px) * 4;
      const n = samples * samples;
      if (a > 0)
        pixels.set([Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((a / n) * 255)], index);
    }
  }
  return pixels;
}

/** Tray glyph: the flame outline with its inner flame cut out, in one colour. */
const glyph = (colour) => (x, y) => {
  const gx = (x - 0.5) * 1.1 + 0.5;
  const gy = (y - 0.5) * 1.1 + 0.52;
  return outer(gx, gy) && !inner(gx, gy) ? colour : null;
};

function inRoundedSquare(x, y, margin = 0.06, corner = 0.2) {
  const lo = margin,
    hi = 1 - margin;
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + corner), hi - corner);
  const cy = Math.min(Math.max(y, lo + corner), hi - corner);
  return (x - cx) ** 2 + (y - cy) ** 2 <= corner * corner;
}

/** App icon: a warm rounded square with a cream flame and an amber heart. */
function appIcon(x, y) {
  if (!inRoundedSquare(x, y)) return null;
  const fx = (x - 0.5) * 1.45 + 0.5;
  const fy = (y - 0.5) * 1.45 + 0.53;
  if (inner(fx, fy)) return [255, 179, 71, 255];
  if (outer(fx, fy)) return [255, 244, 228, 255];
  const t = y;
  return [Math.round(214 + 30 * (1 - t)), Math.round(84 + 40 * (1 - t)), Math.round(38 + 10 * (1 - t)), 255];
}

mkdirSync(out, { recursive: true });
const files = {
  'icon.png': encodePng(512, render(512, appIcon)),
  'tray-light.png': encodePng(32, render(32, glyph([245, 245, 245, 255]))),
  'tray-dark.png': encodePng(32, render(32, glyph([38, 38, 38, 255]))),
  'trayTemplate.png': encodePng(16, render(16, glyph([0, 0, 0, 255]))),
  'trayTemplate@2x.png': encodePng(32, render(32, glyph([0, 0, 0, 255]))),
};
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(new URL(name, out), bytes);
  console.log(`resources/${name}: ${bytes.length} bytes`);
}
