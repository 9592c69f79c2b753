import { toMinor } from '../money';

/**
 * docs/product.md#rules-and-limits: an order costs 99 USD, shown as "$99 USD" wherever a price is shown (formatMoney, src/shared/money.ts). The server is the authority on the price:
 * what the client sends as `amount` is ignored. Money is kept in minor units (cents).
 */
export const ORDER_PRICE = 99;
export const ORDER_CURRENCY = 'USD';
export const ORDER_PRICE_MINOR = toMinor(ORDER_PRICE);
