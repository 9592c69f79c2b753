// A shortened text never leaves a bracket open (src/shared/text/fit.ts): the mechanism every
// name, heading and title goes through, not a check of each caller's own.
import { describe, expect, it } from 'vitest';
import { bracketDepth, fitText } from '../../../src/shared/text/fit';

describe('brackets in shortened text', () => {
  it('counts what a text opens and does not close', () => {
    expect(bracketDepth('Vans (VW Transporter')).toBe(1);
    expect(bracketDepth('Bomba (fire department)')).toBe(0);
    expect(bracketDepth('Mix, master) is ₦120,000')).toBe(-1);
  });

  it('fitText cuts before a bracket it would leave open, and keeps a closed one', () => {
    expect(fitText('vans (VW Transporter, Ford Transit Custom, Fiat Ducato) into campervans', 25, { heading: true })).toBe('vans');
    expect(fitText('Certificate accepted by Bomba (fire department)', 60, { heading: true })).toBe('Certificate accepted by Bomba (fire department)');
  });
});
