import { describe, expect, it } from 'vitest';
import { orderTitle } from '../../../src/shared/orders/title';
import { ORDER_TEXTS } from '../../../src/shared/messages';
import { dueDate } from '../../../src/shared/orders/dates';
import { isLive, statusBadge } from '../../../src/shared/orders/status';
import { formatMoney } from '../../../src/shared/money';
import { ORDER_PRICE, ORDER_PRICE_MINOR } from '../../../src/shared/orders/price';
import { pageWindow } from '../../../src/shared/orders/list';
import { IDEA_ANSWER_CAPS, IDEA_QUESTIONS } from '../../../src/shared/orders/questions';
import { normaliseIdea } from '../../../src/shared/orders/answers';
import { businessIdeaSchema } from '../../../src/shared/contracts/orders';

const SOLUTION = 'Weekly boxes of fresh vegetables.';
const FEATURE = 'Recipes written by local chefs.';

describe('order rules shared by server and web', () => {
  it('title: the first answer, which is required (no "Untitled Idea" fallback)', () => {
    expect(orderTitle([{ answer: '  Meal kits  ' }])).toBe('Meal kits');
    expect(() => orderTitle([{ answer: '   ' }, { answer: 'Solution' }])).toThrow(/no title/);
    expect(() => orderTitle([])).toThrow(/no title/);
    // What keeps it from happening: the contract refuses a blank first answer, with the form's text.
    const blank = businessIdeaSchema.safeParse(normaliseIdea(['  ', SOLUTION, FEATURE]));
    expect(blank.success).toBe(false);
    expect(blank.error!.issues).toEqual([
      expect.objectContaining({ path: [0, 'answer'], message: ORDER_TEXTS.titleRequired }),
    ]);
  });

  it('due date: created + 7 days', () => {
    expect(dueDate('2026-01-28T10:00:00.000Z').toISOString()).toBe('2026-02-04T10:00:00.000Z');
  });

  it.each([
    ['Under Processing', 'warning'],
    ['Active', 'success'],
    ['Completed', 'primary'],
    ['Payment Required', 'danger'],
    ['Anything else', 'danger'],
  ])('badge of %s is %s', (status, colour) => {
    expect(statusBadge(status)).toBe(colour);
  });

  it('analytics only for Active or Completed', () => {
    expect(['Payment Required', 'Under Processing', 'Active', 'Completed'].map(isLive)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('price 99, shown with $ and its currency wherever a price is shown', () => {
    expect(ORDER_PRICE).toBe(99);
    expect(ORDER_PRICE_MINOR).toBe(9900);
    expect(formatMoney(9900, 'USD')).toBe('$99 USD');
    expect(formatMoney(-9950, 'USD')).toBe('-$99.50 USD');
    expect(formatMoney(12345, 'INR')).toBe('₹123.45');
  });

  it('the four questions and their caps', () => {
    expect(IDEA_QUESTIONS).toEqual([
      'What is your business idea?',
      'What is your business solution?',
      'What is your unique feature?',
      'What is your question prompt?',
    ]);
    expect(IDEA_ANSWER_CAPS).toEqual([50, 500, 500, 500]);
    expect(normaliseIdea(['a'])).toHaveLength(4);
    const long = 'Fresh boxes every week. '.repeat(25).slice(0, 500);
    expect(businessIdeaSchema.safeParse(normaliseIdea(['x'.repeat(50), long, FEATURE])).success).toBe(true);
    expect(businessIdeaSchema.safeParse(normaliseIdea(['x'.repeat(51), SOLUTION, FEATURE])).success).toBe(false);
    expect(businessIdeaSchema.safeParse(normaliseIdea(['ok', SOLUTION, FEATURE, 'z'.repeat(501)])).success).toBe(false);
    expect(businessIdeaSchema.safeParse(normaliseIdea([' ', SOLUTION, FEATURE])).success).toBe(false);
  });

  it('page numbers: first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
