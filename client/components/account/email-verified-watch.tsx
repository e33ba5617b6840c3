/**
 * Loaded only for a signed-in customer whose address is unconfirmed: runs the check-email-verified watch
 * (lib/email-verified-watch.ts) and, once the address is confirmed elsewhere, reloads the customer and says so.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import type { ViewerCustomer } from '../../../domain/viewer.ts';
import { api } from '../../lib/api.ts';
import { type CheckAnswer, checkPathFor, watchEmailVerified } from '../../lib/email-verified-watch.ts';
import { keys } from '../../pages/data-keys.ts';
import { useSnackbar } from '../ui/snackbar.tsx';

export default function EmailVerifiedWatch({ customer }: { customer: Pick<ViewerCustomer, 'profileType' | 'merchant'> }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const path = checkPathFor(customer);

  useEffect(
    () =>
      watchEmailVerified({
        check: () => api<CheckAnswer>(path, { method: 'PUT' }),
        onVerified: () => {
          // The spec reloads the customer: every screen showing it (the account's e-mail panel) updates in place.
          void mutate(keys.privateCustomer());
          snackbar(t('account.email.verifiedNow'), 'success');
        },
        events: window,
        visible: () => document.visibilityState === 'visible',
        every: (run, ms) => {
          const timer = setInterval(run, ms);
          return () => clearInterval(timer);
        },
      }),
    [path, snackbar, t],
  );
  return null;
}
