/** A notice's state as a labelled pill (text, never colour alone): in force / shown, scheduled, or superseded. */
import { useTranslation } from 'react-i18next';

export type NoticeStatus = 'inForce' | 'visible' | 'scheduled' | 'superseded';

const PILL: Record<NoticeStatus, string> = {
  inForce: 'console-pill console-pill--ok',
  visible: 'console-pill console-pill--ok',
  scheduled: 'console-pill console-pill--warn',
  superseded: 'console-pill',
};

export function TermsStatus({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation('admin');
  return <span className={PILL[status]}>{t(`content.status.${status}`)}</span>;
}
