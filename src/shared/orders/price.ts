/**
 * docs/product.md#rules-and-limits: an order costs 99 USD, shown as "$99 USD" wherever a price is shown. The server is the authority on the price:
 * what the client sends as `amount` is ignored. Money is kept in minor units (cents).
 */
export const ORDER_PRICE = 99;
export const ORDER_CURRENCY = 'USD';
export const ORDER_PRICE_MINOR = ORDER_PRICE * 100;

/**
 * Minor units → a price for people, its currency named wherever the symbol alone is ambiguous:
 * 9900 USD → "$99 USD" (a "$" is also Australia's, Canada's, Singapore's…), 12345 INR → "₹123.45".
 * The one money formatter of the product (dashboard, checkout, refunds, home page).
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const major = amountMinor / 100;
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
  return /^-?\$/u.test(text) ? `${text} ${currency}` : text;
}
