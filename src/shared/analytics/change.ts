/**
 * docs/product.md#rules-and-limits change percent of a summary card against the previous period of equal length:
 * (current − previous) / previous × 100, to one decimal; 100 when the previous period had
 * nothing and this one has something; 0 when both are zero.
 */
import { formatPercent } from '../money';
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  const raw = ((current - previous) / previous) * 100;
  // Round half away from zero on the decimal value (Math.round alone rounds -2.25 to -2.2).
  const rounded = (Math.sign(raw) * Math.round(Math.abs(raw) * 10 + 1e-9)) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** "+12.5%", "−3.0%", "0.0%": how a card shows the change. */
export function formatChange(percent: number): string {
  return formatPercent(percent / 100, { sign: true });
}
