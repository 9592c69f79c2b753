import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../helpers/app';
import { storePng } from '../../../src/server/media/store';
import { useShippedFonts, fontCanRender, FONTCONFIG_FILE } from '../../../src/server/media/fonts';
import { mainSvg } from '../../../src/server/generation/images';
import { existsSync, readFileSync } from 'node:fs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function pixels(svg: string) {
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

describe('/media', () => {
  it('serves a stored PNG with long-lived cache headers and answers 304 to its ETag', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer();
    const { url, id } = await storePng(t.ctx.db, png, { width: 4, height: 4 }, null);
    expect(url).toBe(`/media/${id}.png`);
    // Stored once under the hash of its bytes.
    expect((await storePng(t.ctx.db, png, { width: 4, height: 4 }, null)).id).toBe(id);

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/media/unknownunknownunknown.png', '/media/..%2F..%2Fetc%2Fpasswd', '/media/x.svg'])(
    '%s → 404 JSON',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBeTruthy();
    },
  );
});

describe('image text uses the shipped font', () => {
  it('points fontconfig at assets/fonts, which holds Inter', () => {
    useShippedFonts();
    expect(process.env.FONTCONFIG_FILE).toBe(FONTCONFIG_FILE);
    expect(existsSync(FONTCONFIG_FILE)).toBe(true);
    expect(readFileSync(FONTCONFIG_FILE, 'utf8')).toContain('<dir prefix="relative">.</dir>');
    expect(existsSync(new URL('../../../assets/fonts/Inter_700Bold.ttf', import.meta.url))).toBe(true);
  });

  it('renders Inter, not a fallback font (the drawn text differs from an unknown family)', async () => {
    useShippedFonts();
    const text = (family: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#fff"/><text x="10" y="55" font-family="${family}" font-weight="700" font-size="40" fill="#000">Ideaproof Rg</text></svg>`;
    const inter = await pixels(text('Inter'));
    const fallback = await pixels(text('No Such Font Family'));
    const blank = await pixels(text('Inter').replace('Ideaproof Rg', ''));
    expect(inter.equals(blank)).toBe(false); // text was drawn
    expect(inter.equals(fallback)).toBe(false); // …in Inter, not in whatever fontconfig falls back to
  });

  it('draws only text Inter can render (no boxes for scripts it lacks)', async () => {
    expect(fontCanRender('Meal Kits Co.')).toBe(true);
    expect(fontCanRender('متجر')).toBe(false);
    expect(fontCanRender('🚀 Rocket')).toBe(false);
    expect(mainSvg('#123456', 'متجر', 1)).not.toContain('متجر');
    expect(mainSvg('#123456', 'A & B "Co"', 1)).toContain('A &amp; B &quot;Co&quot;');
  });
});
