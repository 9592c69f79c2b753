import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pageVersions } from '../../../src/server/db/schema';
import { PAGE_EDITOR_MESSAGES, PAGE_VERSIONS_KEPT } from '../../../src/shared/contracts/page-editor';
import type { LandingPage } from '../../../src/shared/contracts/landing';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { getEditor, insertLiveOrder } from './helpers';

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

const withServiceHeading = (page: LandingPage, heading: string): LandingPage => ({
  ...page,
  seo_content: {
    ...page.seo_content,
    services: { ...page.seo_content.services, service2: { ...page.seo_content.services.service2, heading } },
  },
});

function save(user: TestUser, orderId: string, content: unknown, baseVersionId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/page`,
    headers: user.headers,
    payload: { content, base_version_id: baseVersionId },
  });
}

const publicPage = async (orderId: string) => (await t.app.inject({ method: 'GET', url: `/p/${orderId}` })).body;

describe(`landing page editor (${TEST_DRIVER})`, () => {
  it('starts from the generated page as version 1, editable, with 5 regenerations', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    expect(editor.editable).toBe(true);
    expect(editor.regenerations_left).toBe(5);
    expect(Array.isArray(editor.suggestions)).toBe(true);
    expect(editor.versions).toHaveLength(1);
    expect(editor.versions[0]!.source).toBe('generated');
    expect(editor.content.seo_content.business_name).toBe('Green Pedal Deliveries');
    // Looking again does not add another generated version.
    expect((await getEditor(t.app, a, orderId)).versions).toHaveLength(1);
  });

  it('save publishes a new version, and the next GET /p/{id} shows it; restoring the generated one brings it back', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    expect(await publicPage(orderId)).toContain('Grocery runs');
    const editor = await getEditor(t.app, a, orderId);
    const generatedId = editor.versions[0]!.id;

    const res = await save(a, orderId, withServiceHeading(editor.content, 'Flower bouquets by bike'), generatedId);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().version as { id: string; source: string };
    expect(saved.source).toBe('edited');

    // Other processes drop their copy when PostgreSQL's notification arrives (asynchronously, also
    // in this process): the saved version is served as soon as it has.
    await expect.poll(() => publicPage(orderId)).toContain('Flower bouquets by bike');
    const page = await publicPage(orderId);
    expect(page).not.toContain('Grocery runs');
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.landingPage!.seo_content.services.service2.heading).toBe('Flower bouquets by bike');

    const after = await getEditor(t.app, a, orderId);
    expect(after.versions.map((v) => v.source)).toEqual(['edited', 'generated']);
    expect(after.versions[0]!.id).toBe(saved.id);

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/page/versions/${generatedId}/restore`,
      headers: a.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().version.source).toBe('restored');
    expect(restored.json().content.seo_content.services.service2.heading).toBe('Grocery runs');
    await expect.poll(() => publicPage(orderId)).toContain('Grocery runs');
    const back = await publicPage(orderId);
    expect(back).not.toContain('Flower bouquets by bike');
    expect((await getEditor(t.app, a, orderId)).versions.map((v) => v.source)).toEqual([
      'restored',
      'edited',
      'generated',
    ]);
  });

  it('refuses a save from a stale version with 409 (another tab saved)', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    const base = editor.versions[0]!.id;
    expect((await save(a, orderId, withServiceHeading(editor.content, 'First tab'), base)).statusCode).toBe(200);
    const stale = await save(a, orderId, withServiceHeading(editor.content, 'Second tab'), base);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(PAGE_EDITOR_MESSAGES.staleVersion);
    expect(await publicPage(orderId)).toContain('First tab');
    expect(await publicPage(orderId)).not.toContain('Second tab');
  });

  it('a Completed order is read-only: editable false, and every write answers 409', async () => {
    const orderId = await insertLiveOrder(t.ctx, a, { status: 'Completed' });
    const editor = await getEditor(t.app, a, orderId);
    expect(editor.editable).toBe(false);
    const base = editor.versions[0]!.id;
    const writes = [
      await save(a, orderId, withServiceHeading(editor.content, 'Too late'), base),
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/page/versions/${base}/restore`,
        headers: a.headers,
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/page/regenerate`,
        headers: a.headers,
        payload: { section: 'about' },
      }),
    ];
    for (const res of writes) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toBe(PAGE_EDITOR_MESSAGES.readOnly);
    }
    expect(await publicPage(orderId)).not.toContain('Too late');
    // The preview still works (it writes nothing).
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/page/preview`,
      headers: a.headers,
      payload: { content: editor.content },
    });
    expect(preview.statusCode).toBe(200);
  });

  it("answers 404 for another user's order on every route, and for a removed order", async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    const v = editor.versions[0]!.id;
    const calls = [
      { method: 'GET' as const, url: `/api/orders/${orderId}/page` },
      {
        method: 'PUT' as const,
        url: `/api/orders/${orderId}/page`,
        payload: { content: editor.content, base_version_id: v },
      },
      { method: 'POST' as const, url: `/api/orders/${orderId}/page/versions/${v}/restore` },
      { method: 'POST' as const, url: `/api/orders/${orderId}/page/preview`, payload: { content: editor.content } },
      { method: 'POST' as const, url: `/api/orders/${orderId}/page/regenerate`, payload: { section: 'all' } },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: b.headers });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    await t.ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, orderId));
    const removed = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/page`, headers: a.headers });
    expect(removed.statusCode).toBe(404);
    // An id with a NUL character is refused before it reaches the database (the input guard).
    const nul = await t.app.inject({ method: 'GET', url: '/api/orders/%00/page', headers: a.headers });
    expect(nul.statusCode).toBe(400);
    // A version id of another order is not found either.
    const other = await insertLiveOrder(t.ctx, a);
    await getEditor(t.app, a, other);
    const cross = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other}/page/versions/${v}/restore`,
      headers: a.headers,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('refuses content past the limits with 400, and writes nothing', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    const base = editor.versions[0]!.id;
    const c = editor.content;
    const bad: unknown[] = [
      { ...c, seo_content: { ...c.seo_content, business_name: 'x'.repeat(81) } },
      withServiceHeading(c, 'h'.repeat(81)),
      { ...c, seo_content: { ...c.seo_content, heavy_description: 'd'.repeat(4001) } },
      { ...c, seo_content: { ...c.seo_content, theme_colour: 'red' } },
      { ...c, seo_content: { ...c.seo_content, main_image_url: 'https://evil.example/x.png' } },
      { ...c, questions: { num_questions: 4, question_1: 'a', question_2: 'b', question_3: 'c', question_4: 'd' } },
      { ...c, questions: { num_questions: 2, question_1: 'only one' } },
      {
        ...c,
        seo_content: {
          ...c.seo_content,
          services: {
            ...c.seo_content.services,
            service1: { ...c.seo_content.services.service1, font_awesome_icon: '<svg>' },
          },
        },
      },
    ];
    for (const content of bad) {
      const res = await save(a, orderId, content, base);
      expect(res.statusCode, JSON.stringify(content).slice(0, 80)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/page/preview`,
      headers: a.headers,
      payload: { content: bad[0] },
    });
    expect(preview.statusCode).toBe(400);
    expect((await getEditor(t.app, a, orderId)).versions).toHaveLength(1);
  });

  it('preview draws the draft with the landing renderer, without any script and with no-store', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/page/preview`,
      headers: a.headers,
      payload: { content: withServiceHeading(editor.content, 'Draft <b>only</b>') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('Draft &lt;b&gt;only&lt;/b&gt;');
    expect(res.body).not.toContain('type="module"');
    // Nothing was published.
    expect(await publicPage(orderId)).not.toContain('Draft &lt;b&gt;only');
  });

  it(`keeps the newest ${PAGE_VERSIONS_KEPT} versions and the generated one`, async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const editor = await getEditor(t.app, a, orderId);
    // Earlier edits written directly (the save route is rate limited), then two saves through the API.
    await t.ctx.db.insert(pageVersions).values(
      Array.from({ length: PAGE_VERSIONS_KEPT }, (_, i) => ({
        orderId,
        seq: i + 2,
        source: 'edited',
        content: withServiceHeading(editor.content, `Edit ${i}`),
      })),
    );
    let base = (await getEditor(t.app, a, orderId)).versions[0]!.id;
    for (let i = 0; i < 2; i++) {
      const res = await save(a, orderId, withServiceHeading(editor.content, `Saved ${i}`), base);
      expect(res.statusCode).toBe(200);
      base = res.json().version.id;
    }
    const rows = await t.ctx.db.select().from(pageVersions).where(eq(pageVersions.orderId, orderId));
    expect(rows).toHaveLength(PAGE_VERSIONS_KEPT + 1);
    expect(rows.filter((r) => r.source === 'generated')).toHaveLength(1);
    const after = await getEditor(t.app, a, orderId);
    expect(after.versions.at(-1)!.source).toBe('generated');
    expect(after.versions[0]!.id).toBe(base);
  });
});
