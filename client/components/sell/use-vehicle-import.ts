/** Runs one import (plate or portal ad, about 30 s): its phase, the field message, and the seller's way to cancel. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductKind } from '../../../domain/attributes.ts';
import type { GroupedAttributes } from '../../../domain/product.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { ImportedData, ImportSource } from '../../lib/sell-funnel.ts';
import { useSnackbar } from '../ui/snackbar.tsx';
import { markPortalUnavailable } from './use-import-options.ts';

export type ImportMethod = 'plate' | 'portal';

type Answer = { found: true; productType: ProductKind | null; attributes: GroupedAttributes; sourceUrl: string | null } | { found: false };

export type ImportPhase =
  | { phase: 'idle' }
  | { phase: 'running'; method: ImportMethod }
  | { phase: 'found'; data: ImportedData }
  | { phase: 'not-found' };

const SOURCES: Record<ImportMethod, ImportSource> = { plate: 'rdw', portal: 'mobile_de' };

export function useVehicleImport(kind: ProductKind) {
  const { t } = useTranslation('editor');
  // The spec's snackbar text for a failed import (profile event IMPORT_FROM_MOBILE_DE_FAILED) lives in the main namespace.
  const { t: tMain } = useTranslation();
  const snackbar = useSnackbar();
  const [state, setState] = useState<ImportPhase>({ phase: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ImportMethod, string>>>({});
  const controller = useRef<AbortController | null>(null);

  // Leaving the page ends a running import; its answer would have nowhere to go.
  useEffect(() => () => controller.current?.abort(), []);

  function refused(method: ImportMethod, error: unknown) {
    setState({ phase: 'idle' });
    if (!(error instanceof ApiRequestError)) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      snackbar(tMain('profileEvents.importFailed'));
      return;
    }
    if (error.status === 400) {
      setFieldErrors({ [method]: error.fields.plate ?? error.fields.reference ?? error.message });
    } else if (error.code === 'import_not_found') {
      setFieldErrors({ [method]: t('funnel.import.portal.notFound') });
    } else if (error.code === 'import_unavailable') {
      void markPortalUnavailable();
    } else if (error.status === 429) {
      snackbar(error.message);
    } else {
      // import_failed (the provider did not answer in time or broke) and anything unexpected: worth another try.
      snackbar(tMain('profileEvents.importFailed'));
    }
  }

  async function run(method: ImportMethod, value: string): Promise<void> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setFieldErrors({});
    setState({ phase: 'running', method });
    try {
      const answer = await api<Answer>(`/public/product/import/${method}`, {
        method: 'POST',
        json: method === 'plate' ? { plate: value } : { reference: value },
        signal: current.signal,
      });
      if (!answer.found) {
        setState({ phase: 'not-found' });
        return;
      }
      setState({
        phase: 'found',
        data: { source: SOURCES[method], sourceUrl: answer.sourceUrl, productType: answer.productType ?? kind, attributes: answer.attributes },
      });
    } catch (error) {
      if (current.signal.aborted) return;
      refused(method, error);
    }
  }

  function cancel() {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }

  return { state, run, cancel, reset: () => setState({ phase: 'idle' }), fieldErrors, setFieldErrors };
}
