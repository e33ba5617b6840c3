/** Settings for dealers: whether the sellers of vehicles they bought see their contact person and phone (a switch, saved at once). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { PrivateCustomer } from '../../pages/account/customer.ts';
import { useSnackbar } from '../ui/snackbar.tsx';

type Merchant = NonNullable<PrivateCustomer['merchant']>;

export function MerchantContactToggle({ data, onSaved }: { data: PrivateCustomer & { merchant: Merchant }; onSaved: (next: PrivateCustomer) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const shown = data.merchant.showContact;

  async function toggle(showContact: boolean) {
    setBusy(true);
    try {
      const saved = await api<{ showContact: boolean }>('/private/merchant/contact-visibility', { method: 'PUT', json: { showContact } });
      onSaved({ ...data, merchant: { ...data.merchant, showContact: saved.showContact } });
      snackbar(t(saved.showContact ? 'settings.merchantContact.shown' : 'settings.merchantContact.hidden'), 'success');
    } catch (caught) {
      snackbar(caught instanceof ApiRequestError ? caught.message : t('errors.internal'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ul className="toggle-list">
      <li className="toggle-row">
        <div className="toggle-row__text">
          <label htmlFor="merchant-show-contact" className="toggle-row__title">
            {t('settings.merchantContact.label')}
          </label>
          <p id="merchant-show-contact-text">{t('settings.merchantContact.text')}</p>
        </div>
        <input
          id="merchant-show-contact"
          type="checkbox"
          role="switch"
          className="switch"
          checked={shown}
          disabled={busy}
          aria-describedby="merchant-show-contact-text"
          onChange={(event) => void toggle(event.target.checked)}
        />
      </li>
    </ul>
  );
}
