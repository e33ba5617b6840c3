/** The system bar's switch: on shows the red bar with the operator's message above every storefront page. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveNoticeText, type SettingView, useSettingSave } from './use-setting-save.tsx';

export function SettingsSystemBar({ setting, reload }: { setting: SettingView<boolean>; reload: () => unknown }) {
  const { t } = useTranslation('admin');
  const [enabled, setEnabled] = useState(setting.value === true);
  const [version, setVersion] = useState(setting.updatedAt);
  // A reload after a save or a conflict brings a new version: the form starts again from the stored value.
  if (version !== setting.updatedAt) {
    setVersion(setting.updatedAt);
    setEnabled(setting.value === true);
  }
  const { busy, notice, fields, save } = useSettingSave(setting, reload);
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-system-bar"
      onSubmit={(event) => {
        event.preventDefault();
        void save(enabled);
      }}
    >
      <h2 id="settings-system-bar">{t('settings.systemBar.title')}</h2>
      <p className="settings-hint">{t('settings.systemBar.hint')}</p>
      <label className="settings-switch">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} aria-describedby={fields.value ? 'settings-system-bar-error' : undefined} />
        {t('settings.systemBar.enabled')}
      </label>
      {fields.value && (
        <p id="settings-system-bar-error" className="settings-error">
          {fields.value}
        </p>
      )}
      <p className="settings-hint">{t(setting.value === true ? 'settings.systemBar.isOn' : 'settings.systemBar.isOff')}</p>
      <SaveNoticeText notice={notice} />
      <div className="console-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('settings.saving') : t('console.save')}
        </button>
      </div>
    </form>
  );
}
