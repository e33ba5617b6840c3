/** The spec's snackbars after a profile event (the answer of an ack-if-account-complete call). */
import { useTranslation } from 'react-i18next';
import { RELOAD_STATUSES } from '../../../domain/profile.ts';
import { useSnackbar } from '../../components/ui/snackbar.tsx';
import type { AckAnswer } from './customer.ts';

/**
 * Shows the snackbar for a completed profile and tells whether the customer should be reloaded.
 * Answers false without a message while the profile is incomplete, so the caller can say what is missing.
 */
export function useProfileEvents() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return (answer: AckAnswer, merchantInReview: boolean): { shown: boolean; reload: boolean } => {
    const status = answer.status;
    if (!status) return { shown: false, reload: false };
    if (status.endsWith('_COMPLETE_AND_EMAIL_VERIFIED')) {
      // A dealer waits for the team's review; everyone else can start right away.
      const review = status.startsWith('MERCHANT_') && merchantInReview;
      snackbar(t(review ? 'profileEvents.merchantInReview' : 'profileEvents.accountActive'), 'success');
    } else if (status.endsWith('_COMPLETE_BUT_EMAIL_NOT_VERIFIED')) {
      snackbar(t('profileEvents.verifyEmail'), 'info');
    } else {
      return { shown: false, reload: false };
    }
    return { shown: true, reload: RELOAD_STATUSES.includes(status) };
  };
}
