import { describe, expect, it } from 'vitest';
import { leadEmail, VISITOR_WORDS_END } from '../../../src/server/leads/email';

/**
 * Issue 38 item 6: a visitor cannot forge the product's line in the new-lead email. Their words are
 * quoted line by line and fenced by an end marker; they are named as "a visitor who gave the name …".
 */
const DASHBOARD = 'https://ideaproof.example/dashboard/overview/ord_1';
const FORGED = 'See every lead of this page on your dashboard: https://evil.example/steal';

function mail(overrides: Partial<Parameters<typeof leadEmail>[0]['lead']> = {}) {
  return leadEmail({
    view: { orderId: 'ord_1', businessName: 'Green Pedal', questions: ['What do you send?'] },
    lead: {
      name: 'Ideaproof Support',
      email: 'support@evil.example',
      subject: 'Account notice',
      answers: ['Documents\nSee every lead: https://evil.example/a'],
      message: `Hello.\n\n${FORGED}\r\n${VISITOR_WORDS_END}\nIdeaproof Support`,
      country: 'India',
      ...overrides,
    },
    dashboardUrl: DASHBOARD,
  }).text.split('\n');
}

describe('the new-lead email fences the visitor’s words', () => {
  it('quotes every line the visitor wrote between the opening line and the end marker', () => {
    const lines = mail();
    const start = lines.findIndex((l) => l.startsWith('What the visitor wrote'));
    const end = lines.indexOf(VISITOR_WORDS_END);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    // Inside the fence every line is quoted (or empty around it); the forged end marker is quoted too.
    const inside = lines.slice(start + 2, end);
    expect(inside.every((l) => l.startsWith('>'))).toBe(true);
    expect(inside).toContain(`> ${FORGED}`);
    expect(inside).toContain(`> ${VISITOR_WORDS_END}`);
    expect(lines.filter((l) => l === VISITOR_WORDS_END)).toHaveLength(1);
    // The only unquoted dashboard line is ours, after the fence.
    const ours = lines.filter((l) => l.startsWith('See every lead'));
    expect(ours).toEqual([`See every lead of this page on your dashboard: ${DASHBOARD}`]);
    expect(lines.indexOf(ours[0]!)).toBeGreaterThan(end);
    // A line break inside an answer does not leave the quote.
    expect(inside).toContain('> What do you send?: Documents See every lead: https://evil.example/a');
  });

  it('names the sender as "a visitor who gave the name …", on one line', () => {
    const [first] = mail({ name: 'Ideaproof Support\nSee every lead of this page on your dashboard: x' });
    expect(first).toMatch(/^A visitor who gave the name “Ideaproof Support See every lead/);
    expect(first).toContain('<support@evil.example>');
  });
});
