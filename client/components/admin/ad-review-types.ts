/** The answers of the operators' ad review calls (worker/services/operations/ad-review-read.ts). */
export interface ReviewSeller {
  customerId: number;
  name: string;
  email: string;
  language: string;
}

export interface AdQueueItem {
  productId: number;
  title: string;
  kind: 'motorhome' | 'trailer';
  seller: ReviewSeller;
  submittedAt: string | null;
  updatedAt: string | null;
  imageUrl: string | null;
}

export interface AdQueue {
  items: AdQueueItem[];
  total: number;
  page: number;
  pages: number;
}

export interface AdReview {
  productId: number;
  status: string;
  kind: 'motorhome' | 'trailer';
  title: string;
  internalNumber: string | null;
  location: { zipCode: string; city: string; country: string };
  attributes: { code: string; label: string; value: string; unit: string | null }[];
  description: string | null;
  defectsDescription: string | null;
  damages: { id: number; area: string; type: string; description: string; photos: string[] }[];
  images: { exterior: string[]; interior: string[] };
  documents: { id: number; kind: string; name: string; url: string }[];
  prices: { minimumPrice: number | null; buyNowPrice: number | null; startPrice: number | null };
  saleTiming: 'now' | 'later' | null;
  seller: { customerId: number; name: string; company: string | null; vatId: string | null; email: string; phone: string | null; language: string; verified: boolean } | null;
  submittedAt: string | null;
  updatedAt: string | null;
  reviewNote: string | null;
  /** Every change of the ad's values, newest first (worker/db/repositories/ad-edits.ts). */
  editLog: { entries: AdEditEntry[]; more: boolean };
}

export interface AdEditEntry {
  id: number;
  at: number;
  source: 'editor' | 'console' | 'import' | 'valuation' | 'creation';
  code: string;
  label: string;
  /** The value as text; null when it was removed. */
  value: string | null;
  actorCustomerId: number | null;
}

export interface EditQueue {
  items: { productId: number; title: string; seller: ReviewSeller; updatedAt: string; revision: number }[];
}

export interface EditDiff {
  productId: number;
  title: string;
  revision: number;
  updatedAt: string;
  changes: { code: string; label: string; before: string; after: string }[];
  gallery: { before: string[]; after: string[] };
}
