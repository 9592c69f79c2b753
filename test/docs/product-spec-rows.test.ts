import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../src/server/paths';
import { ORDER_MESSAGES, ORDER_TEXTS } from '../../src/shared/messages';
import { CAMPAIGN_MESSAGES } from '../../src/shared/campaigns/messages';
import { formatInr } from '../../src/shared/money';

/**
 * docs/product.md and the product agree on the rows of the specification that once drifted
 * (issue 29): each text docs/product.md states is the one the code shows (from the code's own
 * catalogue), and each deliberate difference is recorded. The behaviour itself is tested beside
 * the code: TransactionsPage, AdCampaignsTable, SignUpPage, the orders API and e2e/order-flow.
 */
const raw = readFileSync(fromRoot('docs', 'product.md'), 'utf8');
const product = raw.replace(/\s+/g, ' ');

/** The text of one `## ` section, whitespace folded. */
function section(heading: string): string {
  const start = product.indexOf(`## ${heading} `);
  expect(start, `docs/product.md has no section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = product.indexOf(' ## ', start + 3);
  return product.slice(start, end === -1 ? undefined : end);
}

/** One entry of "Deliberate differences from the specification", by its bold title. */
function difference(title: string): string {
  const list = section('Deliberate differences from the specification');
  const start = list.indexOf(`- **${title}**`);
  expect(start, `no deliberate difference "${title}"`).toBeGreaterThanOrEqual(0);
  const end = list.indexOf(' - **', start + 1);
  return list.slice(start, end === -1 ? undefined : end);
}

/** A row of a table, by its first cell. */
function tableRow(situation: string): string {
  const row = raw.split('\n').find((line) => new RegExp(`^\\| ${situation} +\\|`).test(line));
  expect(row, `no table row "${situation}"`).toBeDefined();
  return row!.replace(/\s+/g, ' ');
}

describe('docs/product.md agrees with the product on the rows of issue 29', () => {
  it('1. "Order placed successfully!" is the toast of placing an order, either button', () => {
    expect(tableRow('order placed / failed')).toContain(`${ORDER_MESSAGES.placed} / ${ORDER_MESSAGES.placeFailed}`);
    expect(section('Screens')).toContain(`Either one says "${ORDER_MESSAGES.placed}"`);
    const placing = difference('Placing an order.');
    expect(placing).toContain(ORDER_MESSAGES.placed);
    expect(placing).toContain(ORDER_MESSAGES.unpaid);
  });

  it('2. a failed ad campaigns load is the toast "Failed to refresh ad campaigns: {error}"', () => {
    expect(tableRow('campaigns')).toContain(CAMPAIGN_MESSAGES.refreshError('{error}'));
    expect(section('Messages')).toContain(
      `is the toast "${CAMPAIGN_MESSAGES.refreshError('{error}')}"; while the table has nothing to show, its card says "${CAMPAIGN_MESSAGES.notLoaded}" with **${CAMPAIGN_MESSAGES.retry}**`,
    );
  });

  it('3. the campaign details modal shows rupees, recorded as a difference', () => {
    const entry = difference('Campaign details currency.');
    expect(entry).toContain('"$"');
    expect(entry).toContain(`("${formatInr(12000)}")`);
  });

  it('4. a sign-up failure is shown as well as logged, recorded as a difference', () => {
    const entry = difference('Sign-up failure.');
    expect(entry).toContain('Spec: only logged, no message.');
    expect(entry).toContain('"User already exists. Use another email."');
  });

  it('5. no "Untitled Idea": the first answer is required, and the spec\'s fallback is recorded', () => {
    const data = section('Data');
    expect(data).not.toContain('Untitled Idea');
    expect(data).toContain(`which is required ("${ORDER_TEXTS.titleRequired}")`);
    const entry = difference('No untitled ideas.');
    expect(entry).toContain('"Untitled Idea"');
    expect(entry).toContain(ORDER_TEXTS.titleRequired);
    // Only the record names it.
    expect(product.split('Untitled Idea')).toHaveLength(2);
  });
});
