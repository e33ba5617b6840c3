/** Creates the ad at the end of the funnel: the create call, the analytics event, the source tracking and its refusals. */
import { useState } from 'react';
import type { EditorStep } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { createPath, type DataLayerHost, importFor, pushCreateAd, type SaleTiming, type SellDraft, trackingFor } from '../../lib/sell-funnel.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { clearDraft } from './sell-draft.ts';
import { trackAction } from '../../lib/user-actions.ts';

/** The parts of the created EditorProduct the funnel reads. */
export interface CreatedAd {
  entityId: number;
  productType: ProductKind;
  editor: { resumeStep: EditorStep };
}

export type CreateFailure =
  | { kind: 'already-listed'; existingId: number | null; message: string }
  | { kind: 'listed-elsewhere' }
  | { kind: 'too-many' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'failed'; message: string };

function existingId(error: ApiRequestError): number | null {
  const id = error.body?.existingProductId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function useCreateAd() {
  const { viewer } = useShell();
  const { href } = useRouter();
  const signedIn = viewer.customer !== null;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);

  function failureOf(error: unknown): CreateFailure {
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: '' };
    // The server's localized message names the seller's existing ad; the body says which one to continue.
    if (error.code === 'vehicle_already_listed') return { kind: 'already-listed', existingId: existingId(error), message: error.message };
    if (error.code === 'vehicle_listed_elsewhere') return { kind: 'listed-elsewhere' };
    if (error.status === 429) return { kind: 'too-many' };
    if (error.status === 400 && Object.keys(error.fields).length) return { kind: 'invalid', fields: error.fields, message: error.message };
    return { kind: 'failed', message: error.status >= 500 || error.status === 0 ? '' : error.message };
  }

  /** The created ad, or null with `failure` set. */
  async function create(kind: ProductKind, saleTiming: SaleTiming, draft: SellDraft): Promise<CreatedAd | null> {
    setPending(true);
    setFailure(null);
    const imported = importFor(draft, kind);
    try {
      const ad = await api<CreatedAd>(createPath(signedIn), {
        method: 'POST',
        json: { productType: kind, saleTiming, ...(imported ? { attributes: imported.attributes } : {}) },
      });
      pushCreateAd(window as Window & DataLayerHost, ad.entityId);
      trackAction('sell_started', ad.entityId);
      // Tracking is bookkeeping: a failure is logged and never stops the seller.
      await api(`/public/product/track/${ad.entityId}`, { method: 'PUT', json: trackingFor(imported, draft.entry ?? href('sell-type')) }).catch(
        (error: unknown) => console.error('tracking the new ad failed', error),
      );
      clearDraft();
      return ad;
    } catch (error) {
      setFailure(failureOf(error));
      return null;
    } finally {
      setPending(false);
    }
  }

  return { create, pending, failure };
}
