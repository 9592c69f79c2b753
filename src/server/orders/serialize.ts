import type { orders } from '../db/schema';
import type { Order, OrderSummary } from '../../shared/contracts/orders';
import { landingPath } from '../../shared/contracts/landing';
import { orderStatusSchema } from '../../shared/contracts/orders';
import { writerOf } from '../../shared/orders/writer';
import { toMajor } from '../../shared/money';

type OrderRow = typeof orders.$inferSelect;
export type OrderListRow = Pick<
  OrderRow,
  'id' | 'title' | 'businessIdea' | 'amountMinor' | 'currency' | 'status' | 'createdAt' | 'dueAt'
>;

const status = (s: string) => orderStatusSchema.catch('Payment Required').parse(s);

export function toOrderSummary(row: OrderListRow): OrderSummary {
  return {
    id: row.id,
    title: row.title,
    business_idea: row.businessIdea,
    amount: toMajor(row.amountMinor),
    amount_minor: row.amountMinor,
    currency: row.currency,
    status: status(row.status),
    created_at: row.createdAt.toISOString(),
    due_date: row.dueAt.toISOString(),
  };
}

export function toOrder(row: OrderRow, paidWith: string | null = null): Order {
  return {
    ...toOrderSummary(row),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    paid_with: paidWith === 'sandbox' || paidWith === 'razorpay' ? paidWith : null,
    landing_page: row.landingPage ?? null,
    landing_url: landingPath(row.id),
    writer: row.landingPage ? writerOf(row.generator) : null,
  };
}
