/** "List this vehicle now": turns the valuation's vehicle into an ad (nothing typed twice) and opens the editor on it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { firstEditorStep } from '../../lib/valuation-route.ts';
import { useRouter } from '../../router.tsx';

export function StartAdButton({ reportKey, kind }: { reportKey: string; kind: ValuationProductType }) {
  const { t } = useTranslation('valuation');
  const { navigate, href } = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setPending(true);
    setFailure(null);
    try {
      const started = await api<{ productId: number; status: string }>(`/public/valuate-my-vehicle/report/${encodeURIComponent(reportKey)}/start-ad`, { method: 'POST' });
      navigate(href('ad-edit-type-step-id', { type: kind, step: firstEditorStep(kind), id: String(started.productId) }));
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : t('report.startFailed'));
      setPending(false);
    }
  }

  return (
    <div className="valuation-start">
      <button type="button" className="button button--primary button--large" onClick={() => void start()} disabled={pending}>
        {pending ? t('report.starting') : t('report.start')}
      </button>
      <p className="field-hint">{t('report.startHint')}</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
