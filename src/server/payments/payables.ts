import type { AuthUser } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { paymentOrders } from '../db/schema';
import { badRequest } from '../http/errors';
import type { CreatePaymentOrderBody, PayableUse } from '../../shared/contracts/payments';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** What a payment order pays for, as the server prices it. */
export interface PayableTarget {
  targetId: string;
  amountMinor: number;
  currency: string;
  /** Shown in the checkout ("Landing page for …"). */
  description: string;
}

/**
 * A kind of thing that can be paid for (DESIGN §4): `landing_page` (an order) now, `ad_campaign`
 * (the ads issue) later. The payment code is the same for every kind; only these hooks differ.
 */
export interface Payable {
  /** Price the target and check it is the caller's and payable now (throws 404 / 409). */
  prepare(ctx: AppContext, user: AuthUser, body: CreatePaymentOrderBody): Promise<PayableTarget>;
  /** Inside the settlement transaction: move the target forward; returns its status afterwards. */
  onPaid(tx: Db, paymentOrder: PaymentOrderRow): Promise<string>;
  /** After the transaction committed: start slow work (durable jobs). Must be idempotent. */
  afterPaid?(ctx: AppContext, paymentOrder: PaymentOrderRow): Promise<void>;
  /** The target's current status (for an answer to a repeated verification). */
  status(db: Db, paymentOrder: PaymentOrderRow): Promise<string>;
}

const payables = new Map<PayableUse, Payable>();

export function definePayable(use: PayableUse, payable: Payable): void {
  payables.set(use, payable);
}

export function payableFor(use: string): Payable {
  const payable = payables.get(use as PayableUse);
  if (!payable) throw badRequest(`Payments for "${use}" are not available`);
  return payable;
}
