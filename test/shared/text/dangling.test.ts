// A shortened text never ends on a function word (src/shared/text/fit.ts trimDangling), unless the
// word is not one there: the mechanism every heading, title and name goes through.
import { describe, expect, it } from 'vitest';
import { endsOnFunctionWord, trimDangling } from '../../../src/shared/text/fit';

describe('function words at the end of a shortened text', () => {
  it('drops them ("Dog walkers for" → "Dog walkers", "We will" → nothing)', () => {
    expect(trimDangling('Dog walkers for')).toBe('Dog walkers');
    expect(trimDangling('We will')).toBe('');
    expect(endsOnFunctionWord('Pickup you can')).toBe(true);
  });

  it('keeps "will" or "can" used as a noun, and "before" or "after" as an adverb of time', () => {
    expect(trimDangling('Original will')).toBe('Original will');
    expect(trimDangling('Tin can')).toBe('Tin can');
    expect(endsOnFunctionWord('Your living will')).toBe(false);
    expect(trimDangling('Booked the evening before')).toBe('Booked the evening before');
    // (After any other word it is the verb: "Students can" says nothing.)
    expect(trimDangling('Students can')).toBe('Students');
  });
});
