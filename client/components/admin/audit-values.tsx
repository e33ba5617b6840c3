/** An audit entry's before or after as a short key: value list (capped, never a raw dump). */
import { useTranslation } from 'react-i18next';
import { summarizeValues } from '../../../domain/operations/audit-summary.ts';

export function AuditValues({ values }: { values: Record<string, unknown> | null }) {
  const { t } = useTranslation('admin');
  const { lines, more } = summarizeValues(values);
  if (lines.length === 0) return <>–</>;
  return (
    <ul className="audit-values">
      {lines.map((line) => (
        <li key={line.key}>
          <span className="audit-values__key">{line.key}:</span> {line.value}
        </li>
      ))}
      {more > 0 && <li>{t('audit.more', { count: more })}</li>}
    </ul>
  );
}
