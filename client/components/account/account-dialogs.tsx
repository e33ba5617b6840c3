/**
 * Dialogs a signed-in dealer may owe an answer to, checked 3 s after load so they never delay the first paint:
 * first the terms acceptance, then unread operator notices. Load and mark failures are only logged.
 */
import { useEffect, useState } from 'react';
import { popupsToShow, shouldShowTermsDialog } from '../../../domain/profile.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useCustomer } from '../../pages/account/customer.ts';
import { MerchantPopups, type Popup } from './merchant-popups.tsx';
import { type Terms, TermsDialog } from './terms-dialog.tsx';

const DELAY_MS = 3000;

export function AccountDialogs() {
  const [ready, setReady] = useState(false);
  const [terms, setTerms] = useState<Terms | null>(null);
  const [popups, setPopups] = useState<Popup[] | null>(null);
  const [popupsDone, setPopupsDone] = useState(false);
  const { data, error, mutate } = useCustomer(ready);
  const merchant = data?.merchant ?? null;
  const isMerchant = merchant !== null;

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (error) console.error('loading the customer for the account dialogs failed', error);
  }, [error]);

  useEffect(() => {
    if (!ready) return;
    api<Terms>('/public/terms/current').then(setTerms, (caught: unknown) => {
      // No terms published yet is a normal state, not a failure.
      if (!(caught instanceof ApiRequestError && caught.status === 404)) console.error('loading the terms failed', caught);
    });
  }, [ready]);

  useEffect(() => {
    if (!isMerchant) return;
    api<{ data: Popup[] }>('/public/merchant-notification-popups').then(
      (answer) => setPopups(answer.data),
      (caught: unknown) => console.error('loading the merchant popups failed', caught),
    );
  }, [isMerchant]);

  if (!data) return null;
  const { customer } = data;

  const termsDue =
    terms !== null &&
    shouldShowTermsDialog({
      isMerchant,
      merchantProfileCompleted: customer.merchantProfileCompleted,
      tacAcceptedAt: customer.tacAcceptedAt ? new Date(customer.tacAcceptedAt) : null,
      termsValidFrom: new Date(terms.validFrom),
      now: new Date(),
    });
  if (terms && termsDue) return <TermsDialog terms={terms} onAccepted={(next) => void mutate(next)} />;

  const unread = merchant && popups && !popupsDone ? popupsToShow(popups, merchant.readNotificationPopupIds, customer.merchantProfileCompleted) : [];
  if (unread.length === 0) return null;
  return (
    <MerchantPopups
      popups={unread}
      onDone={() => {
        setPopupsDone(true);
        void mutate();
      }}
    />
  );
}
