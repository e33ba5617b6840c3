/** The shapes of the console's order answers (worker/services/operations/order-admin.ts). */

export interface OrderListItem {
  orderId: number;
  invoiceNumber: string;
  status: string;
  product: { id: number; title: string };
  buyer: { customerId: number; company: string | null };
  seller: { customerId: number };
  hammerPrice: number;
  commissionNet: number;
  paymentDueAt: string;
  overdue: boolean;
  createdAt: string;
}

export interface OrderListPage {
  items: OrderListItem[];
  total: number;
  page: number;
  pages: number;
}

export interface OrderDetail {
  orderId: number;
  auctionId: number;
  round: number;
  invoiceNumber: string;
  reversalNumber: string | null;
  status: string;
  via: string;
  product: { id: number; title: string };
  buyer: { customerId: number; name: string; email: string; company: string | null };
  seller: { customerId: number; name: string; email: string };
  hammerPrice: number;
  vatReportable: boolean;
  commissionNet: number;
  commissionVat: number;
  commissionGross: number;
  paymentDueAt: string;
  overdue: boolean;
  cancellationReason: string | null;
  cancellationRequestedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
  documents: { document: string; url: string }[];
}

export const ORDER_STATUSES = ['pending', 'paid', 'cancellation_requested_by_dealer', 'canceled'] as const;
