/** The answers of the operator customer calls (/admin/api/customers...), as the console reads them. */

export type MerchantState = 'accepted' | 'rejected' | 'in_review' | 'blocked';

export interface CustomerListItem {
  customerId: number;
  email: string;
  name: string;
  surname: string;
  profileType: string;
  company: string | null;
  merchantState: MerchantState | null;
  emailVerified: boolean;
  deactivated: boolean;
  createdAt: string | null;
}

export interface CustomerSearchPage {
  items: CustomerListItem[];
  total: number;
  page: number;
  pages: number;
}

export interface CustomerDetail {
  customerId: number;
  profile: {
    email: string;
    name: string;
    surname: string;
    phone: string | null;
    street: string | null;
    zipCode: string | null;
    city: string | null;
    country: string | null;
    profileType: string;
    languageSetting: string;
    commercialCompany: string | null;
    vatRegNo: string | null;
    termsAcceptedAt: string | null;
    createdAt: string | null;
  };
  merchant: { merchantId: number; state: MerchantState; company: string; vatRegNo: string | null; country: string; city: string | null; reviewReason: string | null; reviewedAt: string | null } | null;
  flags: { emailVerified: boolean; signInDelayedUntil: string | null; deactivatedAt: string | null; isAdmin: boolean };
  ads: { id: number; title: string; status: string; deleted: boolean; createdAt: string | null }[];
  bids: { auctionId: number; productId: number | null; amount: number; kind: string; at: string | null }[];
  orders: { id: number; invoiceNumber: string; status: string; role: 'buyer' | 'seller'; productId: number; amount: number; createdAt: string | null }[];
  securityEvents: { id: number; type: string; outcome: string; at: string | null; byCustomer: boolean; details: Record<string, string | number | boolean | null> }[];
  counts: { ads: number; bids: number; ordersAsBuyer: number; ordersAsSeller: number };
}
