/**
 * The one home of money and of how numbers are written (docs/product.md#numbers-and-money).
 *
 * The locale rule: numbers and money are written in en-US ("12,345", "$99 USD", "€4.50") whatever
 * the browser's language, except amounts in rupees, which keep India's grouping (en-IN:
 * "₹1,00,000.00"), the way the founders who pay in INR read them.
 *
 * Money is kept and passed in minor units (cents, paise) with its currency; it becomes major units
 * only here, to be shown.
 */

/** The locale numbers are written in: en-US, or en-IN for amounts in INR. */
function numberLocale(currency?: string): 'en-US' | 'en-IN' {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

/** A count for people: 12345 → "12,345". */
export function formatCount(n: number): string {
  return n.toLocaleString(numberLocale());
}

/**
 * A share as people read it, en-US style (no space before the sign): 0.125 → "12.5%". `digits`
 * decimals (1 by default), rounded half up, or floored where a share must never read higher than
 * it is (a probability: 0.949 → "94%"); `sign` writes "+12.5%" and "−3.0%" (a change).
 */
export function formatPercent(
  share: number,
  { digits = 1, floor = false, sign = false }: { digits?: number; floor?: boolean; sign?: boolean } = {},
): string {
  const scale = 10 ** digits;
  const scaled = Math.abs(share) * 100 * scale;
  // (1e-9: 0.125 × 1000 is 124.99999999999999 in floating point.)
  const value = (floor ? Math.floor(scaled + 1e-9) : Math.round(scaled + 1e-9)) / scale;
  const mark = !sign || value === 0 ? (share < 0 && !sign && value !== 0 ? '-' : '') : share > 0 ? '+' : '−';
  return `${mark}${value.toFixed(digits)}%`;
}

/** Major units (a price a founder typed, 19.5) → minor units (1950). */
export const toMinor = (major: number): number => Math.round(major * 100);
/** Minor units (1950) → major units (19.5). */
export const toMajor = (minor: number): number => minor / 100;
/** An ads provider's micros (millionths of a major unit, Google's cost_micros) → minor units, unrounded. */
export const microsToMinor = (micros: number): number => micros / 10_000;
/** Micros → major units, unrounded. */
export const microsToMajor = (micros: number): number => micros / 1_000_000;
/** Minor units → micros. */
export const minorToMicros = (minor: number): number => minor * 10_000;

export interface MoneyFormat {
  /** 'auto' (the default): whole amounts without decimals ("$99 USD"); 'always': two decimals ("₹5,000.00", ad money). */
  cents?: 'auto' | 'always';
  /** 'symbol' (the default), or 'code' ("INR 1,200.00") where a font lacks the symbol (the PDF report). */
  display?: 'symbol' | 'code';
  /**
   * A price point as a visitor reads it: "$19 per month", "₹499 one-time" (the price tests' pages
   * show the symbol alone, next to the test's other prices in the same currency).
   */
  per?: 'once' | 'month' | 'year';
}

/**
 * Minor units and their currency → money for people, its currency named wherever the symbol alone
 * is ambiguous: 9900 USD → "$99 USD" (a "$" is also Australia's, Canada's, Singapore's…),
 * 12345 INR → "₹123.45". The one money formatter of the product (dashboard, checkout, refunds, home
 * page, ad money, the report, price tests).
 */
export function formatMoney(amountMinor: number, currency: string, options: MoneyFormat = {}): string {
  const text = amountText(amountMinor, currency, options);
  if (options.per) return options.per === 'once' ? `${text} one-time` : `${text} per ${options.per}`;
  return /^-?\$/u.test(text) ? `${text} ${currency}` : text;
}

/**
 * A price point's amount as a visitor reads it beside its period, the symbol alone ("$19",
 * "₹499"): what `formatMoney` writes before " per month", for a page that words the period in its
 * own language (src/landing/messages).
 */
export function formatPriceAmount(amountMinor: number, currency: string): string {
  return amountText(amountMinor, currency, {});
}

/** The formatters made so far, by currency, display and decimals: making one costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function amountText(amountMinor: number, currency: string, options: MoneyFormat): string {
  const major = toMajor(amountMinor);
  const display = options.display ?? 'symbol';
  const minimumFractionDigits = options.cents === 'always' || !Number.isInteger(major) ? 2 : 0;
  const key = `${currency}|${display}|${minimumFractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(currency), {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(major);
}

/**
 * Ad money (budgets, spend, cost per click: INR, docs/product.md#screens) given in rupees, as the
 * campaign contracts carry it: always two decimals, "₹5,000.00".
 */
export function formatInr(rupees: number): string {
  return formatMoney(toMinor(rupees), 'INR', { cents: 'always' });
}
