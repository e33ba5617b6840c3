/** When an order's payment is overdue for the operators: still pending after its due date (a due date is exclusive). */
import type { OrderStatus } from '../auction/settlement.ts';

export function isPaymentOverdue(order: { status: OrderStatus; paymentDueAt: number }, now: number): boolean {
  return order.status === 'pending' && order.paymentDueAt < now;
}
