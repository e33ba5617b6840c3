/** One dead letter in the console's list: when and where it failed, whether it was sent back, and sending it back (confirmed inline). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatInteger } from '../../../domain/format.ts';

export interface DeadLetterItem {
  id: number;
  queue: 'effects' | 'mail';
  kind: string;
  attempts: number;
  failedAt: number;
  requeuedAt: number | null;
}

export interface DeadLetterList {
  items: DeadLetterItem[];
  /** How many wait to be sent back (all of them, the list shows the newest 100). */
  open: number;
}

interface Props {
  item: DeadLetterItem;
  busy: boolean;
  /** Sends the letter back; the section reports the outcome and reloads the list. */
  requeue: (item: DeadLetterItem) => Promise<unknown>;
}

export function DeadLetterRow({ item, busy, requeue }: Props) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  // Where focus goes when the inline question opens or is cancelled: its buttons replace the one that was pressed.
  const [focusTarget, setFocusTarget] = useState<'confirm' | 'trigger' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const time = formatDateTime(item.failedAt);
  const queue = t(`dead-letters.queues.${item.queue}`, { defaultValue: item.queue });

  useEffect(() => {
    if (focusTarget === 'confirm') confirm.current?.focus();
    if (focusTarget === 'trigger') trigger.current?.focus();
  }, [focusTarget, confirming]);

  const ask = (open: boolean) => {
    setConfirming(open);
    setFocusTarget(open ? 'confirm' : 'trigger');
  };

  const send = async () => {
    setFocusTarget(null);
    await requeue(item);
    setConfirming(false);
  };

  return (
    <tr>
      <th scope="row">{time}</th>
      <td>{queue}</td>
      <td>
        {t(`dead-letters.kinds.${item.kind}`, { defaultValue: item.kind })}
        <br />
        <small>
          <code>{item.kind}</code>
        </small>
      </td>
      <td className="numeric">{formatInteger(item.attempts)}</td>
      <td>
        {item.requeuedAt === null ? (
          <span className="console-pill console-pill--warn">{t('dead-letters.waiting')}</span>
        ) : (
          <span className="console-pill console-pill--ok">{t('dead-letters.requeuedAt', { time: formatDateTime(item.requeuedAt) })}</span>
        )}
      </td>
      <td>
        {item.requeuedAt !== null ? (
          '–'
        ) : confirming ? (
          <div className="console-actions dead-letters__actions" role="group" aria-label={t('dead-letters.confirmQuestion', { time, queue })}>
            <button ref={confirm} type="button" className="button button--primary" disabled={busy} onClick={() => void send()}>
              {t('dead-letters.confirm')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => ask(false)}>
              {t('console.cancel')}
            </button>
          </div>
        ) : (
          <button ref={trigger} type="button" className="button button--ghost" disabled={busy} onClick={() => ask(true)}>
            {t('dead-letters.requeue')}
            <span className="visually-hidden"> {t('dead-letters.requeueContext', { time, queue })}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
