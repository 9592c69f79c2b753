import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast, themePalette } from '../../src/landing/theme';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join(''));

describe('theme palette', () => {
  it('keeps readable text for any theme colour (WCAG AA)', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const p = themePalette(colour);
        expect(contrast(p.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        // Text on the theme colour: the better of black and white, which is always ≥ 4.5:1.
        expect(contrast(p.on, p.base)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000, examples: [['#777777'], ['#767676'], ['#808080'], ['#ff0000']] },
    );
  });

  it('keeps a dark theme as it is and darkens a pale one for text', () => {
    expect(themePalette('#000000').ink).toBe('#000000');
    expect(themePalette('#000000').on).toBe('#ffffff');
    const yellow = themePalette('#ffe066');
    expect(yellow.on).toBe('#000000');
    expect(yellow.ink).not.toBe('#ffe066');
  });
});
