import type { AuthUser } from '../auth/guard';
import type { Db } from '../db/client';
import type { paymentOrders } from '../db/schema';
import { badRequest } from '../http/errors';
import type { CreatePaymentOrderBody, PayableUse, RefundReason } from '../../shared/contracts/payments';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** What a payment order pays for, as the server prices it. */
interface PayableTarget {
  targetId: string;
  amountMinor: number;
  currency: string;
  /** Shown in the checkout ("Landing page for …"). */
  description: string;
}

/** What a captured payment did to its target: moved it forward, or must be refunded (and why). */
type PaidOutcome = { moved: true; targetStatus: string } | { moved: false; reason: RefundReason };

/**
 * A kind of thing that can be paid for: `landing_page` (an order) and `ad_campaign`. The payment
 * code is the same for every kind; only these hooks differ. Each kind is built from its own area's
 * Deps (orders' or campaigns'), so payments never hand their own services to another area.
 */
export interface Payable {
  /** Price the target and check it is the caller's and payable now (throws 404 / 409). */
  prepare(user: AuthUser, body: CreatePaymentOrderBody): Promise<PayableTarget>;
  /**
   * Inside the settlement transaction: move the target forward, atomically and only when it is
   * still awaiting payment and not deleted; otherwise say why the payment must be refunded.
   */
  onPaid(tx: Db, paymentOrder: PaymentOrderRow): Promise<PaidOutcome>;
  /** After the transaction committed: start slow work (durable jobs). Must be idempotent. */
  afterPaid?(paymentOrder: PaymentOrderRow): Promise<void>;
  /** The target's current status (for an answer to a repeated verification). */
  status(db: Db, paymentOrder: PaymentOrderRow): Promise<string>;
  /** Throw "not found" unless `targetId` is the user's and not deleted (payment history). */
  assertOwned?(db: Db, userId: string, targetId: string): Promise<void>;
}

/**
 * The payables port: the payment code settles through it and never imports the areas it pays
 * for. The composition root (services.ts) registers each kind once per context.
 */
export class Payables {
  private readonly kinds = new Map<PayableUse, Payable>();

  register(use: PayableUse, payable: Payable): void {
    this.kinds.set(use, payable);
  }

  /** The payable of `use`; an unknown or unregistered kind is a 400. */
  get(use: string): Payable {
    const payable = this.kinds.get(use as PayableUse);
    if (!payable) throw badRequest(`Payments for "${use}" are not available`);
    return payable;
  }
}
