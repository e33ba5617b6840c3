/** What the valuation queue calls answer (worker/services/valuation/valuation-queue.ts), as the console reads them. */
import type { ReportEstimate, ValuationVehicle } from '../../../domain/valuation/form.ts';

export interface ValuationQueueItem {
  id: number;
  productId: number;
  productType: 'motorhome' | 'trailer';
  title: string;
  firstRegistrationYear: number | null;
  contact: { name: string | null; email: string | null; locale: string };
  desiredPrice: number | null;
  submittedAt: string | null;
  waiting: { hours: number; overdue: boolean };
  estimate: { state: 'range'; low?: number; high?: number } | { state: 'too_few' };
}

export interface ValuationQueue {
  items: ValuationQueueItem[];
  total: number;
  page: number;
  pages: number;
}

export interface ValuationReview {
  id: number;
  status: 'editing' | 'under_review' | 'valuated';
  productId: number;
  productType: 'motorhome' | 'trailer';
  title: string;
  vehicle: ValuationVehicle;
  equipmentLabels: string[];
  contact: { name: string | null; email: string | null; phone: string | null; locale: string };
  desiredPrice: number | null;
  plannedSale: string | null;
  submittedAt: string | null;
  waiting: { hours: number; overdue: boolean } | null;
  updatedAt: string;
  estimate: ReportEstimate | null;
  suggested: { low: number; high: number } | null;
  confirmed: { low: number | null; high: number | null; note: string | null; reviewedBy: number | null; valuatedAt: string | null } | null;
}
