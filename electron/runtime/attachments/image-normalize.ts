// Attached images as the model gets them, through sharp (libvips): turned upright, downscaled so the long edge is at
// most 1,568 px, a GIF's first frame only, an SVG rasterized (never sent as markup), metadata such as GPS dropped.
// JPEG stays JPEG; everything else becomes PNG. Also the small previews the composer and the transcript show.
import { IMAGE_MAX_EDGE } from '../../shared/attachment-types';
import type { Ok, Fail } from '../../shared/result';

export type NormalizedImage =
  Ok<{ bytes: Buffer; mimeType: 'image/png' | 'image/jpeg'; width: number; height: number }> | Fail<{ reason: string }>;

/** sharp is a native module: loaded on first use, so start-up and the CLI without images never pay for it. */
const loadSharp = async () => (await import('sharp')).default;

/** Refuse decompression bombs: more pixels than a 100-megapixel photo. */
const MAX_INPUT_PIXELS = 100_000_000;

export async function normalizeImage(bytes: Uint8Array, mimeType: string): Promise<NormalizedImage> {
  const sharp = await loadSharp();
  try {
    const isSvg = mimeType === 'image/svg+xml';
    const pipeline = sharp(bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, ...(isSvg ? { density: 144 } : {}) })
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const asJpeg = mimeType === 'image/jpeg';
    const { data, info } = await (asJpeg ? pipeline.jpeg({ quality: 85 }) : pipeline.png()).toBuffer({
      resolveWithObject: true,
    });
    return {
      ok: true,
      bytes: data,
      mimeType: asJpeg ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: message.replace(/\s+/g, ' ').slice(0, 160) };
  }
}

/** A small preview (long edge ≤ 320 px) as a data URL for the chips and the transcript. */
export async function previewDataUrl(bytes: Uint8Array): Promise<string | null> {
  const sharp = await loadSharp();
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return `data:image/webp;base64,${data.toString('base64')}`;
  } catch {
    return null;
  }
}
