/** The audit log's filters: actor (customer number), action, subject type and subject id; applied on submit. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The subject types the server records (worker/services/operations/audit.ts AUDIT_SUBJECTS). */
export const AUDIT_SUBJECT_TYPES = ['product', 'product_version', 'merchant', 'customer', 'order', 'auction', 'contact_request', 'content', 'setting', 'terms', 'popup', 'operator', 'valuation', 'dead_letter'] as const;

export interface AuditFilterValues {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
}

export const NO_FILTER: AuditFilterValues = { actor: '', action: '', subjectType: '', subjectId: '' };

export function AuditFilters({ initial, onApply }: { initial: AuditFilterValues; onApply: (values: AuditFilterValues) => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ actor: values.actor.trim(), action: values.action.trim(), subjectType: values.subjectType, subjectId: values.subjectId.trim() });
  };
  return (
    <form className="console-toolbar" onSubmit={submit} aria-label={t('audit.filters')}>
      <label>
        {t('audit.actor')}
        <input type="text" inputMode="numeric" pattern="[0-9]*" maxLength={10} value={values.actor} onChange={set('actor')} />
      </label>
      <label>
        {t('audit.action')}
        <input type="text" maxLength={80} placeholder="customer.deactivated" value={values.action} onChange={set('action')} />
      </label>
      <label>
        {t('audit.subjectType')}
        <select value={values.subjectType} onChange={set('subjectType')}>
          <option value="">{t('audit.anySubject')}</option>
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`audit.subjects.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('audit.subjectId')}
        <input type="text" maxLength={80} value={values.subjectId} onChange={set('subjectId')} />
      </label>
      <button type="submit" className="button button--primary">
        {t('audit.apply')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setValues(NO_FILTER);
          onApply(NO_FILTER);
        }}
      >
        {t('audit.reset')}
      </button>
    </form>
  );
}
