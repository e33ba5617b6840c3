/** Console area "settings": the public settings the storefront reads (an allow-list), today the system bar and its messages. */
import '../../../styles/admin-dashboard.css';
import { useTranslation } from 'react-i18next';
import type { SystemBarMessages } from '../../../../domain/settings-keys.ts';
import { ReviewLoadState } from '../../../components/admin/review-load-state.tsx';
import { SettingsBarMessages } from '../../../components/admin/settings-bar-messages.tsx';
import { SettingsSystemBar } from '../../../components/admin/settings-system-bar.tsx';
import type { SettingView } from '../../../components/admin/use-setting-save.tsx';
import { useApi } from '../../../hooks/use-api.ts';
import type { SectionProps } from '../sections.ts';

export default function SettingsSection(_props: SectionProps) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, mutate } = useApi<{ settings: SettingView<unknown>[] }>('/admin/api/settings');
  const find = (key: string) => data?.settings.find((setting) => setting.key === key);
  const bar = find('system_bar') as SettingView<boolean> | undefined;
  const messages = find('system_bar_message') as SettingView<SystemBarMessages> | undefined;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.settings')}</h1>
      </div>
      <ReviewLoadState isLoading={isLoading} failed={Boolean(error) && !data} empty={false} emptyText="" retry={mutate} />
      {bar && <SettingsSystemBar setting={bar} reload={mutate} />}
      {messages && <SettingsBarMessages setting={messages} reload={mutate} />}
    </>
  );
}
