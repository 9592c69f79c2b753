import { DAY_MS } from '../time';

/** docs/product.md#rules-and-limits: the due date shown is the created date plus 7 days. */
export const DUE_DAYS = 7;

export function dueDate(createdAt: Date | string): Date {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return new Date(created.getTime() + DUE_DAYS * DAY_MS);
}
