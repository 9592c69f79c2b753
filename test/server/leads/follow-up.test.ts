import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { insertLeads, insertOrder, tracking } from '../analytics/fixtures';
import type { ContactFormTrackingResponse } from '../../../src/shared/contracts/analytics';

// Issue 28 item 1: each lead has a follow-up status and a private note, set by its founder only.

let t: TestApp;
let owner: Account;
let other: Account;
let orderId: string;
let leads: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date(Date.now() - 86_400_000) });
  const now = Date.now();
  leads = await insertLeads(t.ctx, orderId, [
    { at: new Date(now - 3000), name: 'Asha Rao' },
    { at: new Date(now - 2000), name: 'Ravi Kumar' },
    { at: new Date(now - 1000), name: 'Meera Iyer' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const patch = (id: string, payload: unknown, token = owner.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: bearer(token), payload: payload as object });

async function listLeads(body: Record<string, unknown> = {}): Promise<ContactFormTrackingResponse> {
  const res = await t.app.inject({
    ...tracking({ order_id: orderId, tracking_type: 'contact_form', ...body }),
    headers: bearer(owner.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('PATCH /api/leads/{id}', () => {
  it('starts every lead as new with an empty note, in the contact-form tracking answer', async () => {
    const list = await listLeads();
    expect(list.data.map((l) => [l.id, l.status, l.note]).sort()).toEqual(leads.map((id) => [id, 'new', '']).sort());
  });

  it('sets the status, then the note, and answers with the lead', async () => {
    const first = await patch(leads[0]!, { status: 'interviewed' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: leads[0], status: 'interviewed', note: '', quality: 'ok' });
    const second = await patch(leads[0]!, { note: '  Runs 3 shops; pays ₹400/month for a spreadsheet today.  ' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({
      id: leads[0],
      status: 'interviewed',
      note: 'Runs 3 shops; pays ₹400/month for a spreadsheet today.',
      quality: 'ok',
    });
    const both = await patch(leads[1]!, { status: 'would_pay', note: 'Would pay 500' });
    expect(both.json()).toEqual({ id: leads[1], status: 'would_pay', note: 'Would pay 500', quality: 'ok' });
    const lead = (await listLeads()).data.find((l) => l.id === leads[0]);
    expect([lead?.status, lead?.note]).toEqual([
      'interviewed',
      'Runs 3 shops; pays ₹400/month for a spreadsheet today.',
    ]);
  });

  it('filters the leads list by status', async () => {
    // "Not a fit" rules the lead out of the demand counts (issue 34): its quality says so.
    expect((await patch(leads[2]!, { status: 'not_a_fit' })).json()).toMatchObject({ quality: 'ruled_out' });
    expect((await listLeads({ lead_quality: 'ruled_out' })).data.map((l) => l.id)).toEqual([leads[2]]);
    const interviewed = await listLeads({ lead_status: 'interviewed' });
    expect(interviewed.total).toBe(1);
    expect(interviewed.data.map((l) => l.id)).toEqual([leads[0]]);
    const fresh = await listLeads({ lead_status: 'new' });
    expect(fresh.total).toBe(0);
    expect((await listLeads()).total).toBe(3);
    const bad = await t.app.inject({
      ...tracking({ order_id: orderId, tracking_type: 'contact_form', lead_status: 'hot' }),
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an unknown status, an empty body and a note over 2000 characters', async () => {
    expect((await patch(leads[0]!, { status: 'hot' })).statusCode).toBe(400);
    expect((await patch(leads[0]!, {})).statusCode).toBe(400);
    expect((await patch(leads[0]!, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await patch(leads[0]!, { note: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it("answers 404 for another founder's lead and leaves it unchanged; 404 for a missing or malformed id; 401 signed out", async () => {
    const before = (await listLeads()).data.find((l) => l.id === leads[1]);
    const res = await patch(leads[1]!, { status: 'not_a_fit', note: 'mine now' }, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Would pay 500');
    const after = (await listLeads()).data.find((l) => l.id === leads[1]);
    expect(after).toEqual(before);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'new' })).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { status: 'new' })).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${leads[0]}`,
      payload: { status: 'new' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('puts Status and Note in the leads CSV', async () => {
    await patch(leads[1]!, { note: '=HYPERLINK("x")' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/export/contact_form',
      headers: bearer(owner.token),
      payload: { order_id: orderId },
    });
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]!.slice(-2)).toEqual(['Status', 'Note']);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[1], r.slice(-2)]));
    expect(byName['Ravi Kumar']).toEqual(['Would pay', `'=HYPERLINK("x")`]);
    expect(byName['Meera Iyer']).toEqual(['Not a fit', '']);
  });
});
