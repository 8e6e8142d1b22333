// Real, decodable pictures for the picture-heavy conversation (bench/support/picture-conversation.ts), made with sharp:
// 1280×800 PNG screenshots (flat page, a band of noise standing for text and images, ~80 KB) and 1600×1200 JPEG photos
// (~200 KB), each one different, so a browser decodes every one at its full size and the attachment store keeps each.
import { seededRandom } from './stats';

export const SCREENSHOT_SIZE = { width: 1280, height: 800 };
export const PHOTO_SIZE = { width: 1600, height: 1200 };

export interface PictureBytes {
  screenshots: Buffer[];
  photos: Buffer[];
}

/** An RGB page of one colour with `noisyRows` rows of noise starting at `top`. */
function page(width: number, height: number, noisyRows: number, top: number, random: () => number): Buffer {
  const pixels = Buffer.alloc(width * height * 3, 0xf4);
  const from = top * width * 3;
  const to = Math.min(pixels.length, (top + noisyRows) * width * 3);
  for (let i = from; i < to; i += 1) pixels[i] = Math.floor(random() * 256);
  return pixels;
}

/** Pictures for `screenshots` tool results and `photos` attachments; seeded, so every run stores the same bytes. */
export async function makePictureBytes(screenshots: number, photos: number): Promise<PictureBytes> {
  const sharp = (await import('sharp')).default;
  const random = seededRandom(4_404);
  const shots: Buffer[] = [];
  for (let i = 0; i < screenshots; i += 1) {
    const { width, height } = SCREENSHOT_SIZE;
    const raw = page(width, height, 20, 40 + (i % 700), random);
    shots.push(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .png({ compressionLevel: 6 })
        .toBuffer(),
    );
  }
  const pictures: Buffer[] = [];
  for (let i = 0; i < photos; i += 1) {
    const { width, height } = PHOTO_SIZE;
    const raw = page(width, height, 150, 100 + (i % 900), random);
    pictures.push(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  return { screenshots: shots, photos: pictures };
}
