/**
 * docs/product.md#rules-and-limits: an order costs 99, shown with $ in the list. The server is the authority on the price:
 * what the client sends as `amount` is ignored. Money is kept in minor units (cents).
 */
export const ORDER_PRICE = 99;
export const ORDER_CURRENCY = 'USD';
export const ORDER_PRICE_MINOR = ORDER_PRICE * 100;

/** Minor units → a price for people, e.g. 9900 USD → "$99", 12345 INR → "₹123.45". */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const major = amountMinor / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
}
