/** A dealer's review state as a labelled pill (the text carries the meaning, the colour only repeats it). */
import { useTranslation } from 'react-i18next';
import type { MerchantState } from '../../../domain/profile.ts';

const TONE: Record<MerchantState, string> = {
  in_review: 'console-pill--warn',
  accepted: 'console-pill--ok',
  rejected: 'console-pill--error',
  blocked: 'console-pill--error',
};

export function DealerStatePill({ state }: { state: MerchantState }) {
  const { t } = useTranslation('admin');
  return <span className={`console-pill ${TONE[state]}`}>{t(`dealers.states.${state}`)}</span>;
}
