import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fromRoot } from '../paths';

/** The app's icon: the web build's copy, or its source when the web app is not built (tests). */
export function appIconSvg(): Buffer | null {
  for (const file of [fromRoot('dist/web/favicon.svg'), fromRoot('src/web/public/favicon.svg')]) {
    if (existsSync(file)) return readFileSync(file);
  }
  return null;
}

/**
 * An ICO file holding PNG images (Windows Vista and every browser since read PNG entries): a
 * 6-byte header, a 16-byte entry per image, then the images.
 */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** /favicon.ico: the app's icon at 16, 32 and 48 px. */
export async function appFaviconIco(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      png: await sharp(svg, { density: Math.ceil((72 * size) / 32) * 2 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  return icoOf(images);
}
