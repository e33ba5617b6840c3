/**
 * /a/merchant-area/integrations and /integrations/syscara: the dealer connects their fleet system (Syscara) with
 * their own credentials, sees the last import and imports their vehicles as ads in editing.
 */
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { AccountPageFrame } from '../../components/account/account-page-frame.tsx';
import { ListEmpty } from '../../components/account/list-empty.tsx';
import { type IntegrationStatus, INTEGRATIONS_KEY, SyscaraPanel } from '../../components/account/syscara-panel.tsx';
import { formatDateTime } from '../../../domain/format.ts';
import type { ApiRequestError } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

function Overview({ status }: { status: IntegrationStatus }) {
  const { t } = useTranslation();
  const syscara = status.syscara;
  return (
    <ul className="integration-list">
      <li className="integration-card">
        <h2 className="integration-card__title">{t('integrations.syscara.name')}</h2>
        <p>{t('integrations.syscara.about')}</p>
        <p className={syscara.connected ? 'badge badge--success' : 'badge'}>
          {syscara.connected ? t('integrations.connectedAs', { account: syscara.accountHint ?? '' }) : t('integrations.notConnected')}
        </p>
        {syscara.lastImportAt && (
          <p>{t(`integrations.lastImport.${syscara.lastImportStatus ?? 'ok'}`, { date: formatDateTime(syscara.lastImportAt), count: syscara.lastImportCount ?? 0 })}</p>
        )}
        <Link to="account-merchant-integrations-syscara" className="button button--primary">
          {syscara.connected ? t('integrations.manage') : t('integrations.connect')}
        </Link>
      </li>
    </ul>
  );
}

export default function IntegrationsPage({ match }: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const merchant = viewer.customer?.merchant != null;
  const { data, error, mutate } = useSWR<IntegrationStatus, ApiRequestError>(merchant ? INTEGRATIONS_KEY : null);
  const detail = match.name === 'account-merchant-integrations-syscara';
  const title = detail ? t('integrations.syscara.name') : t('integrations.title');
  if (!merchant) {
    return (
      <section className="container page">
        <h1 className="page__title">{title}</h1>
        <ListEmpty icon="purchases" title={t('integrations.dealersOnly.title')} text={t('integrations.dealersOnly.text')} to="account-merchant-register" button={t('integrations.dealersOnly.button')} />
      </section>
    );
  }
  return (
    <AccountPageFrame title={title} intro={t(detail ? 'integrations.syscara.intro' : 'integrations.intro')} data={data} error={error}>
      {(status) => (detail ? <SyscaraPanel status={status} onChange={(next) => void mutate(next, { revalidate: false })} /> : <Overview status={status} />)}
    </AccountPageFrame>
  );
}
