import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';

let t: TestApp;
let a: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A multipart/form-data body with one file part. */
function multipart(file: Buffer, { field = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const boundary = '----ideaproof' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(file: Buffer, options?: Parameters<typeof multipart>[1], token = a.token) {
  const { payload, contentType } = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: '/upload-profile-picture',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

function decodeDataUrl(url: string): Buffer {
  expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
  return Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64');
}

describe(`POST /upload-profile-picture (${TEST_DRIVER})`, () => {
  it('stores a real image as a JPEG of at most 512 px with its metadata stripped', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
    })
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS home' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(png, { filename: 'me.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.id).toBe(a.userId);
    const stored = decodeDataUrl(doc.profile_picture);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(512);
    expect(meta.height).toBe(288);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(me.json().profile_picture).toBe(doc.profile_picture);
  });

  it('accepts JPEG, WebP and GIF by their content, whatever the name and declared type', async () => {
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } });
    for (const [format, image] of [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
    ] as const) {
      const res = await upload(image, { filename: 'upload.bin', type: 'application/octet-stream' });
      expect(res.statusCode, format).toBe(200);
      const meta = await sharp(decodeDataUrl(res.json().profile_picture)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(64);
    }
  });

  it('refuses a text file renamed to .jpg with a declared image type', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) })).json()
      .profile_picture;
    const res = await upload(Buffer.from('just some notes, not a photo\n'.repeat(20)), { filename: 'photo.jpg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The file is not a JPEG, PNG, WebP or GIF image' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) })).json()
      .profile_picture;
    expect(after).toBe(before);
  });

  it('refuses other real file types (SVG, PDF) and a damaged image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(svg, { filename: 'a.svg', type: 'image/svg+xml' })).statusCode).toBe(400);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await upload(pdf, { filename: 'a.jpg' })).statusCode).toBe(400);
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const damaged = await upload(jpeg.subarray(0, 200));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().detail).toMatch(/could not be read/);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('The photo file is empty');
  });

  it('refuses a 3 MB image with 413 and a detail', async () => {
    const big = await sharp({
      create: {
        width: 1500,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(big, { filename: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The photo must be at most 2 MB' });
  });

  it('refuses a request that is not a multipart upload in the field "file"', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const wrongField = await upload(jpeg, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe('Send the photo in the multipart field "file"');
    const json = await t.app.inject({
      method: 'POST',
      url: '/upload-profile-picture',
      headers: bearer(a.token),
      payload: { file: 'data' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/multipart/);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/upload-profile-picture',
      headers: { ...bearer(a.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().detail).toBeTruthy();
  });

  it('refuses a signed-out caller', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipart(jpeg);
    const res = await t.app.inject({
      method: 'POST',
      url: '/upload-profile-picture',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});
