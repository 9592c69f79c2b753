import { describe, expect, it } from 'vitest';
import { continuesAList } from '../../../src/shared/text/fit';

describe('continuesAList', () => {
  it('is true for the next item of a list', () => {
    expect(continuesAList(' and story of the weaver who made it')).toBe(true);
    expect(continuesAList(' and specialism, such as business English')).toBe(true);
    expect(continuesAList(', or a dog')).toBe(true);
    expect(continuesAList(' plus a yoga studio')).toBe(true);
  });
  it('is false when a clause of its own follows', () => {
    expect(continuesAList(', and we ship across India')).toBe(false);
    expect(continuesAList(' and you can reschedule')).toBe(false);
    expect(continuesAList(' with a vetted pet sitter')).toBe(false);
  });
});
