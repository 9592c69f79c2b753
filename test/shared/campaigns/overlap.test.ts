import { describe, expect, it } from 'vitest';
import { nestedTargets } from '../../../src/shared/campaigns/overlap';

const india = { value: '2356', label: 'India' };
const usa = { value: '2840', label: 'United States' };
const maharashtra = { value: '20462', label: 'Maharashtra,India', parents: ['2356'] };
const pune = { value: '1007788', label: 'Pune,Maharashtra,India', parents: ['20462', '2356'] };

describe('nestedTargets', () => {
  it('finds a place inside a chosen country or state, against its nearest chosen container', () => {
    expect(nestedTargets([india, pune])).toEqual([{ inner: pune, outer: india }]);
    expect(nestedTargets([india, maharashtra, pune])).toEqual([
      { inner: maharashtra, outer: india },
      { inner: pune, outer: maharashtra },
    ]);
  });

  it('finds nothing for places side by side', () => {
    expect(nestedTargets([india, usa])).toEqual([]);
    expect(
      nestedTargets([pune, usa, { value: '1007785', label: 'Mumbai,Maharashtra,India', parents: ['20462', '2356'] }]),
    ).toEqual([]);
  });

  it('falls back to the label when the parents are not known', () => {
    const bare = { value: '1007788', label: 'Pune, Maharashtra, India' };
    expect(nestedTargets([bare, india])).toEqual([{ inner: bare, outer: india }]);
    // "India" is not inside "Pune,Maharashtra,India", and a name that merely ends alike is not a parent.
    expect(nestedTargets([india, { value: '9', label: 'West India' }])).toEqual([]);
  });
});
