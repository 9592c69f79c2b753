import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_EDITOR_MESSAGES, REGENERATIONS_PER_DAY } from '../../../src/shared/contracts/page-editor';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { fullLandingPage } from '../../landing/fixtures';
import { ANSWERS, getEditor, insertLiveOrder, multipart } from './helpers';
import { builtinPage } from '../../../src/server/generation/writer/builtin';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';

const generateBuiltin = (answers: readonly string[]) => builtinPage(ideaAnswersOf(answers));

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function regenerate(orderId: string, payload: object, user = a) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/page/regenerate`,
    headers: user.headers,
    payload,
  });
}

function upload(orderId: string, slot: string, file: Buffer, options?: Parameters<typeof multipart>[1], user = a) {
  const { payload, contentType } = multipart(file, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/page/images/${slot}`,
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
}

describe(`regenerate (${TEST_DRIVER})`, () => {
  it('rewrites one section of the draft, keeps the rest of it, and saves nothing', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    const original = fullLandingPage();
    const draft = { ...editor.content, seo_content: { ...editor.content.seo_content, title: 'My own title' } };
    const res = await regenerate(orderId, { section: 'about', content: draft });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as { content: typeof draft; regenerations_left: number };
    expect(out.regenerations_left).toBe(REGENERATIONS_PER_DAY - 1);
    expect(out.content.seo_content.title).toBe('My own title');
    expect(out.content.seo_content.services).toEqual(original.seo_content.services);
    expect(out.content.seo_content.about_us).not.toEqual(original.seo_content.about_us);
    // Written from the founder's answers: every sentence of About is one of theirs, or their words in
    // their order ("For small shops." of "…deliveries for small shops in Pune"; About is empty when
    // the arrangement made the solution the page's heading).
    const about = Object.values(out.content.seo_content.about_us).join(' ');
    for (const sentence of about.match(/[^.!?]+[.!?]/g) ?? []) expect(ANSWERS.join(' ').toLowerCase()).toContain(sentence.trim().replace(/[.!?]$/u, '').toLowerCase());
    // A draft only: the published page and the versions are unchanged.
    expect((await getEditor(t.app, a, orderId)).versions).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/p/${orderId}` })).body).toContain(
      original.seo_content.about_us.paragraph.slice(0, 40),
    );
  });

  it('"all" rewrites every text but keeps the images and the theme colour', async () => {
    const orderId = await insertLiveOrder(t.ctx, a, {
      landingPage: fullLandingPage({ main_image_url: '/media/AAAAAAAAAAAAAAAAAAAAAA.png', theme_colour: '#123456' }),
    });
    const res = await regenerate(orderId, { section: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const seo = res.json().content.seo_content;
    expect(seo.main_image_url).toBe('/media/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(seo.theme_colour).toBe('#123456');
    expect(seo.business_name).not.toBe('Green Pedal Deliveries');
    expect(seo.heavy_description).not.toBe(fullLandingPage().seo_content.heavy_description);
  });

  it(`allows ${REGENERATIONS_PER_DAY} a UTC day per order: the next one answers 429, the next day they are back`, async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const otherOrder = await insertLiveOrder(t.ctx, a);
    const today = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today.toISOString().slice(0, 10)}T23:58:00Z`));
    for (let i = 1; i <= REGENERATIONS_PER_DAY; i++) {
      const res = await regenerate(orderId, { section: 'hero' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().regenerations_left).toBe(REGENERATIONS_PER_DAY - i);
    }
    const sixth = await regenerate(orderId, { section: 'hero' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe(PAGE_EDITOR_MESSAGES.regenerationsUsed(REGENERATIONS_PER_DAY));
    expect((await getEditor(t.app, a, orderId)).regenerations_left).toBe(0);
    // The limit is per order.
    expect((await regenerate(otherOrder, { section: 'hero' })).statusCode).toBe(200);

    vi.setSystemTime(new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10) + 'T00:00:30Z');
    expect((await getEditor(t.app, a, orderId)).regenerations_left).toBe(REGENERATIONS_PER_DAY);
    const nextDay = await regenerate(orderId, { section: 'hero' });
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(nextDay.json().regenerations_left).toBe(REGENERATIONS_PER_DAY - 1);
  });

  it('counts only a real change: with nothing different to offer, the draft comes back and nothing is counted', async () => {
    // An idea of one answer has one arrangement: the built-in writer's page is all it can write.
    const answers = ['Plant-based protein bars', '', '', ''];
    const page = generateBuiltin(answers);
    const orderId = await insertLiveOrder(t.ctx, a, { landingPage: page, answers });
    const res = await regenerate(orderId, { section: 'all', content: page });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: false, regenerations_left: REGENERATIONS_PER_DAY });
    expect(res.json().content).toEqual(page);
    expect((await getEditor(t.app, a, orderId)).regenerations_left).toBe(REGENERATIONS_PER_DAY);
    // A founder's edit is something to change back: that is a real change, and counts.
    const edited = { ...page, seo_content: { ...page.seo_content, header: 'My own header' } };
    const changed = await regenerate(orderId, { section: 'hero', content: edited });
    expect(changed.json()).toMatchObject({ changed: true, regenerations_left: REGENERATIONS_PER_DAY - 1 });
    expect(changed.json().content.seo_content.header).toBe(page.seo_content.header);
  });

  it('offers another arrangement of the same answers (another hero), and counts it', async () => {
    const orderId = await insertLiveOrder(t.ctx, a, { landingPage: generateBuiltin(ANSWERS) });
    const res = await regenerate(orderId, { section: 'hero' });
    expect(res.json()).toMatchObject({ changed: true, regenerations_left: REGENERATIONS_PER_DAY - 1 });
    expect(res.json().content.seo_content.header).not.toBe(generateBuiltin(ANSWERS).seo_content.header);
  });

  it('refuses an unknown section with 400', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    expect((await regenerate(orderId, { section: 'footer' })).statusCode).toBe(400);
  });
});

describe(`image upload (${TEST_DRIVER})`, () => {
  it('accepts a PNG for the main image, re-encoded as a JPEG cropped to 1200×800 and served under /media', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const res = await upload(orderId, 'main', png);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{32}\.jpg$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    // One URL per image: the same id with the other extension is not found.
    expect((await t.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '.png') })).statusCode).toBe(404);
    // The draft can use it; saving publishes it.
    const editor = await getEditor(t.app, a, orderId);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/page`,
      headers: a.headers,
      payload: {
        content: { ...editor.content, seo_content: { ...editor.content.seo_content, main_image_url: url } },
        base_version_id: editor.versions[0]!.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/p/${orderId}` })).body).toContain(`src="${url}"`);
  });

  it('accepts a JPEG with EXIF for a why-us card, resized to 800×500 without metadata', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 20 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    const res = await upload(orderId, 'why_us_3', jpeg, { filename: 'card.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 500]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a file that is not an image with 400, even when it claims to be one', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const res = await upload(orderId, 'main', Buffer.from('<?php echo "hello"; ?>'), {
      filename: 'x.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PAGE_EDITOR_MESSAGES.imageType);
    const empty = await upload(orderId, 'main', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const res = await upload(orderId, 'main', randomBytes(2 * 1024 * 1024 + 10));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(PAGE_EDITOR_MESSAGES.imageTooLarge(2));
  });

  it("refuses an unknown slot with 400, another user's order with 404 and a Completed order with 409", async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(orderId, 'bg', png)).statusCode).toBe(400);
    expect((await upload(orderId, 'main', png, undefined, b)).statusCode).toBe(404);
    const done = await insertLiveOrder(t.ctx, a, { status: 'Completed' });
    const res = await upload(done, 'main', png);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PAGE_EDITOR_MESSAGES.readOnly);
  });
});
