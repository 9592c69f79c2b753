import { describe, expect, it } from 'vitest';
import * as ids from '../../src/server/ids';

/** The formats of the public ids, as they were before they had one home (issue 27). */
describe('public ids', () => {
  it.each([
    ['newOrderId', /^[a-z0-9]{16}$/],
    ['newCampaignId', /^[A-Za-z0-9_-]{16}$/],
    ['newReceiptId', /^rcpt_[a-z0-9]{20}$/],
    ['newSandboxOrderId', /^order_sbx[a-z0-9]{14}$/],
    ['newSandboxPaymentId', /^pay_sbx[a-z0-9]{14}$/],
    ['newSandboxRefundId', /^rfnd_sbx[a-z0-9]{14}$/],
    ['newUnsubscribeToken', /^[A-Za-z0-9_-]{32}$/],
    ['newReportShareToken', /^[A-Za-z0-9_-]{43}$/],
  ] as const)('%s has its format and does not repeat', (name, format) => {
    const make = ids[name];
    const made = new Set(Array.from({ length: 50 }, () => make()));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(format);
  });
});
