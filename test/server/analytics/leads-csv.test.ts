import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { orders } from '../../../src/server/db/schema';
import { insertLeads, insertOrder } from './fixtures';

// Issue 24 item 3: the page's question (the founder's fourth answer, the form's question_1) names its
// column in the leads CSV, not "Question 1".

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const QUESTION = 'How often would you order a vegetable box?';

async function exportLeads(orderId: string): Promise<string[][]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tracking/export/contact_form',
    headers: bearer(owner.token),
    payload: { order_id: orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
}

describe('the leads CSV', () => {
  it('names the answer column by the page’s question', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId);
    // Only the questions matter here (the page is stored as JSON; the rest of it is not read).
    const page = { questions: { num_questions: 2, question_1: QUESTION, question_2: 'Which city are you in?' } };
    await t.ctx.db
      .update(orders)
      .set({ landingPage: page as unknown as typeof orders.$inferInsert.landingPage })
      .where(eq(orders.id, orderId));
    await insertLeads(t.ctx, orderId, [{ at: new Date(), question1: 'Every week', question2: 'Pune' }]);
    const rows = await exportLeads(orderId);
    expect(rows[0]).toEqual([
      'Timestamp',
      'Name',
      'Email',
      'Subject',
      QUESTION,
      'Which city are you in?',
      'Question 3',
      'Message',
      'Country',
      'Channel',
      'Source',
      'Campaign',
      'Quality',
      'Times sent',
      'Status',
      'Note',
    ]);
    expect(rows[1]!.slice(4, 6)).toEqual(['Every week', 'Pune']);
  });

  it('keeps "Question N" for a page without questions', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId);
    await insertLeads(t.ctx, orderId, [{ at: new Date(), question1: 'Every week' }]);
    const rows = await exportLeads(orderId);
    expect(rows[0]!.slice(4, 7)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });

  it('neutralises a question that starts like a formula in the header, like a data cell', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId);
    const page = {
      questions: { num_questions: 3, question_1: '=HYPERLINK("http://x.test","hi")', question_2: '+1 or -1?', question_3: '@once' },
    };
    await t.ctx.db
      .update(orders)
      .set({ landingPage: page as unknown as typeof orders.$inferInsert.landingPage })
      .where(eq(orders.id, orderId));
    await insertLeads(t.ctx, orderId, [{ at: new Date(), question1: '=1+1' }]);
    const rows = await exportLeads(orderId);
    expect(rows[0]!.slice(4, 7)).toEqual(["'=HYPERLINK(\"http://x.test\",\"hi\")", "'+1 or -1?", "'@once"]);
    expect(rows[1]![4]).toBe("'=1+1");
    // No header or data cell starts with a character a spreadsheet runs.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
