import { describe, expect, it } from 'vitest';
import { landingPageUrl, orderIdFromHash } from '../../../src/web/app/landingLink';

describe('landing links (#/{orderId} → /p/{orderId})', () => {
  it("reads the order id from the spec's hash links", () => {
    expect(orderIdFromHash('#/ord_8fK2x')).toBe('ord_8fK2x');
    expect(orderIdFromHash('#/abc-123/')).toBe('abc-123');
  });

  it('ignores other hashes and anything that is not an id', () => {
    for (const hash of ['', '#', '#/', '#features', '#/a/b', '#/<script>', '#/a%2Fb', '#/' + 'x'.repeat(101)]) {
      expect(orderIdFromHash(hash), hash).toBeNull();
    }
  });

  it('points at the server-rendered landing page', () => {
    expect(landingPageUrl('ord_8fK2x')).toBe('/p/ord_8fK2x');
  });
});
