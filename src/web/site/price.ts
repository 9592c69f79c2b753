import { formatMoney } from '../../shared/money';
import { ORDER_CURRENCY, ORDER_PRICE_MINOR } from '../../shared/orders/price';
import { DUE_DAYS } from '../../shared/orders/dates';

/**
 * What an idea costs on the public pages, its currency named ("$99 USD", as the checkout shows it:
 * the amount and USD), from the constants the server charges from. Ads are priced apart, in INR.
 */
export const IDEA_PRICE = formatMoney(ORDER_PRICE_MINOR, ORDER_CURRENCY);

/** What the fee buys, and for how long the page is live. */
export const FEE_BUYS = `One payment of ${IDEA_PRICE} per idea buys a landing page written from your answers, published at its own web address and live for ${DUE_DAYS} days of validation, with its visits and contact-form leads counted on your dashboard.`;
