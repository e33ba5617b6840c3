/** One contact or callback request: who, how to reach them (mailto and tel links), the question, and "Mark answered". */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format.ts';
import { AgeBadge } from './age-badge.tsx';

export interface ContactItem {
  id: number;
  kind: 'contact' | 'callback';
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  question: string;
  /** A callback's preferred window, topic and ad number (null for a message). */
  callback: { window: string | null; topic: string | null; productId: number | null } | null;
  locale: string;
  createdAt: number;
  answeredAt: number | null;
  answeredBy: number | null;
  answeredByEmail: string | null;
}

export function ContactRow({ item, busy, run }: { item: ContactItem; busy: boolean; run: (path: string, json: unknown, success: string) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const name = `${item.name} ${item.surname}`.trim();
  return (
    <tr>
      <td>
        {item.answeredAt === null ? (
          <AgeBadge since={item.createdAt} />
        ) : (
          t('contacts.answeredBy', { date: formatDateTime(item.answeredAt), operator: item.answeredByEmail ?? `#${item.answeredBy ?? ''}` })
        )}
      </td>
      <td>
        <span className={`console-pill${item.kind === 'callback' ? ' console-pill--warn' : ''}`}>{t(`contacts.kinds.${item.kind}`)}</span>
      </td>
      <th scope="row">{name}</th>
      <td>
        {/* A callback request leaves no e-mail: the phone number is how to reach them. */}
        {item.email && (
          <a href={`mailto:${item.email}`}>
            {item.email}
            <span className="visually-hidden"> ({t('contacts.reply', { name })})</span>
          </a>
        )}
        {item.phone && (
          <>
            {item.email && <br />}
            <a href={`tel:${item.phone.replace(/[^+0-9]/g, '')}`}>
              {item.phone}
              <span className="visually-hidden"> ({t('contacts.call', { name })})</span>
            </a>
          </>
        )}
      </td>
      <td className="contacts-question">
        {item.callback && <CallbackDetails callback={item.callback} />}
        {item.question}
      </td>
      <td>{item.locale.toUpperCase()}</td>
      <td>
        {item.answeredAt === null && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run(`/admin/api/reviews/contacts/${item.id}/answered`, {}, t('contacts.done', { name }))}
          >
            {/* The visible words start the accessible name (WCAG 2.5.3); the hidden part says whose request it is. */}
            {t('contacts.markAnswered')}
            <span className="visually-hidden"> ({name})</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** What the caller chose: topic, time window and ad number, above their note. */
function CallbackDetails({ callback }: { callback: NonNullable<ContactItem['callback']> }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="contacts-callback">
      {callback.topic && (
        <div>
          <dt>{t('contacts.callback.topic')}</dt>
          <dd>{t(`contacts.callback.topics.${callback.topic}`)}</dd>
        </div>
      )}
      {callback.window && (
        <div>
          <dt>{t('contacts.callback.window')}</dt>
          <dd>{t(`contacts.callback.windows.${callback.window}`)}</dd>
        </div>
      )}
      {callback.productId !== null && (
        <div>
          <dt>{t('contacts.callback.ad')}</dt>
          <dd>{callback.productId}</dd>
        </div>
      )}
    </dl>
  );
}
