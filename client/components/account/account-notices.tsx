/**
 * Dialogs a signed-in dealer may owe an answer to (loaded by ./account-dialogs.tsx 3 s after load): first the terms
 * acceptance, then unread operator notices. Load and mark failures are only logged.
 */
import { useEffect, useState } from 'react';
import { popupsToShow, shouldShowTermsDialog } from '../../../domain/profile.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useCustomer } from '../../pages/account/customer.ts';
import { MerchantPopups, type Popup } from './merchant-popups.tsx';
import { type Terms, TermsDialog } from './terms-dialog.tsx';

/** undefined while loading, null when there is nothing (or loading failed). */
type Loaded<T> = T | null | undefined;

export default function AccountNotices() {
  const [terms, setTerms] = useState<Loaded<Terms>>(undefined);
  const [popups, setPopups] = useState<Loaded<Popup[]>>(undefined);
  // Decided once per page load: a change of the customer later (e.g. finishing the dealer registration on
  // this page) waits for the next load instead of interrupting the customer.
  const [termsOpen, setTermsOpen] = useState<boolean | null>(null);
  const [unread, setUnread] = useState<Popup[] | null>(null);
  const { data, error, mutate } = useCustomer(true);
  const isMerchant = data ? data.merchant !== null : undefined;

  useEffect(() => {
    if (error) console.error('loading the customer for the account dialogs failed', error);
  }, [error]);

  useEffect(() => {
    api<Terms>('/public/terms/current').then(setTerms, (caught: unknown) => {
      // No terms published yet is a normal state, not a failure.
      if (!(caught instanceof ApiRequestError && caught.status === 404)) console.error('loading the terms failed', caught);
      setTerms(null);
    });
  }, []);

  useEffect(() => {
    if (isMerchant === undefined) return;
    if (!isMerchant) {
      setPopups(null);
      return;
    }
    api<{ data: Popup[] }>('/public/merchant-notification-popups').then(
      (answer) => setPopups(answer.data),
      (caught: unknown) => {
        console.error('loading the merchant popups failed', caught);
        setPopups(null);
      },
    );
  }, [isMerchant]);

  useEffect(() => {
    if (termsOpen !== null || !data || terms === undefined) return;
    setTermsOpen(
      terms !== null &&
        shouldShowTermsDialog({
          isMerchant: data.merchant !== null,
          merchantProfileCompleted: data.customer.merchantProfileCompleted,
          tacAcceptedAt: data.customer.tacAcceptedAt ? new Date(data.customer.tacAcceptedAt) : null,
          termsValidFrom: new Date(terms.validFrom),
          now: new Date(),
        }),
    );
  }, [termsOpen, data, terms]);

  useEffect(() => {
    if (unread !== null || !data || popups === undefined) return;
    setUnread(data.merchant && popups ? popupsToShow(popups, data.merchant.readNotificationPopupIds, data.customer.merchantProfileCompleted) : []);
  }, [unread, data, popups]);

  if (termsOpen === null) return null;
  if (termsOpen && terms) {
    return (
      <TermsDialog
        terms={terms}
        firstTime={!data?.customer.tacAcceptedAt}
        onAccepted={(next) => {
          setTermsOpen(false);
          void mutate(next);
        }}
      />
    );
  }
  if (!unread?.length) return null;
  return (
    <MerchantPopups
      popups={unread}
      onDone={() => {
        setUnread([]);
        void mutate();
      }}
    />
  );
}
