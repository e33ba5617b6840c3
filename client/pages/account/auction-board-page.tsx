/**
 * The dealer's board for the auction window (/a/merchant-area/auktionen-heute and its siblings): every auction ending
 * today or in the next 24 hours that the dealer follows, live over their one notification stream, with bidding on
 * the row. A row that turns outbid is announced politely, highlighted, and may sound or vibrate (the dealer's choice).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_FILTERS, type BoardFilter, type BoardRow, isBoardFilter, matchesFilter } from '../../../domain/dealer-board/rows.ts';
import { AccountListPage } from '../../components/account/account-page-frame.tsx';
import { ListEmpty } from '../../components/account/list-empty.tsx';
import { shownPrice } from '../../components/auction/money.tsx';
import { BoardRowView } from '../../components/board/board-row.tsx';
import { useDealerBoard } from '../../hooks/use-dealer-board.ts';
import { useServerNow } from '../../hooks/use-server-time.ts';
import { useBoardTexts } from '../../i18n/board-texts.ts';
import { type AlertPrefs, NO_ALERTS, readAlertPrefs, ringOutbid, saveAlertPrefs } from '../../lib/outbid-alert.ts';
import { useRouter } from '../../router.tsx';
import { isApprovedDealer } from '../../../domain/viewer.ts';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';
import '../../styles/board.css';

function Filters({ filter, counts, onChange }: { filter: BoardFilter; counts: Record<BoardFilter, number>; onChange: (filter: BoardFilter) => void }) {
  const { t } = useTranslation('board');
  return (
    <div className="board-filters" role="group" aria-label={t('filters.label')}>
      {BOARD_FILTERS.map((value) => (
        <button key={value} type="button" className="board-filters__button" aria-pressed={value === filter} onClick={() => onChange(value)}>
          {t(`filters.${value}`)} <span className="board-filters__count">{counts[value]}</span>
        </button>
      ))}
    </div>
  );
}

function AlertChoice({ prefs, onChange }: { prefs: AlertPrefs; onChange: (prefs: AlertPrefs) => void }) {
  const { t } = useTranslation('board');
  return (
    <fieldset className="board-alerts">
      <legend>{t('alerts.label')}</legend>
      <label>
        <input type="checkbox" checked={prefs.sound} onChange={(event) => onChange({ ...prefs, sound: event.target.checked })} /> {t('alerts.sound')}
      </label>
      <label>
        <input type="checkbox" checked={prefs.vibrate} onChange={(event) => onChange({ ...prefs, vibrate: event.target.checked })} /> {t('alerts.vibrate')}
      </label>
    </fieldset>
  );
}

function Board({ filter, onFilter }: { filter: BoardFilter; onFilter: (filter: BoardFilter) => void }) {
  const { t } = useTranslation('board');
  const { locale } = useShell();
  const [prefs, setPrefs] = useState<AlertPrefs>(NO_ALERTS);
  const [announcement, setAnnouncement] = useState('');
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => setPrefs(readAlertPrefs()), []);

  const onOutbid = useCallback(
    (row: BoardRow) => {
      setFlagged((previous) => new Set(previous).add(row.auctionId));
      setAnnouncement(t('outbidAnnounce', { title: row.title, amount: shownPrice(row.snapshot.highestBid ?? row.snapshot.minNextBid, row.rule) }));
      ringOutbid(prefs);
    },
    [prefs, t],
  );
  const board = useDealerBoard(locale, true, onOutbid);
  const now = useServerNow(true) ?? 0;
  const live = useMemo(() => ({ apply: board.apply, reload: board.reload }), [board.apply, board.reload]);

  // A web push opens the board at the row it is about (#auction-<id>).
  const hasRows = board.rows !== undefined;
  useEffect(() => {
    if (!hasRows || !window.location.hash.startsWith('#auction-')) return;
    const element = document.getElementById(window.location.hash.slice(1));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [hasRows]);

  if (board.error) {
    return (
      <p className="notice notice--error" role="alert">
        {board.error.message}
      </p>
    );
  }
  if (!board.rows) return <div className="page-loading" aria-busy="true" />;
  const rows = board.rows;
  const counts = Object.fromEntries(BOARD_FILTERS.map((value) => [value, rows.filter((row) => matchesFilter(row, value, now)).length])) as Record<BoardFilter, number>;
  const shown = rows.filter((row) => matchesFilter(row, filter, now));
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {rows.length === 0 ? (
        <ListEmpty icon="clock" title={t('empty.title')} text={t('empty.text')} to="catalog" button={t('empty.button')} />
      ) : (
        <>
          <div className="board-toolbar">
            <Filters filter={filter} counts={counts} onChange={onFilter} />
            <AlertChoice
              prefs={prefs}
              onChange={(next) => {
                setPrefs(next);
                saveAlertPrefs(next);
              }}
            />
          </div>
          <p className="board-count">{t('count', { count: shown.length })}</p>
          {shown.length === 0 ? (
            <p className="board-empty-filter">{t('emptyFilter')}</p>
          ) : (
            <ul className="board-rows">
              {shown.map((row) => (
                <BoardRowView key={row.auctionId} row={row} flagged={flagged.has(row.auctionId) && row.snapshot.context.holdingHighestBid === false} live={live} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export default function AuctionBoardPage({ search }: PageProps) {
  useBoardTexts();
  const { t } = useTranslation('board');
  const { viewer } = useShell();
  const router = useRouter();
  const requested = search.get('filter');
  const filter: BoardFilter = isBoardFilter(requested) ? requested : 'all';
  const approved = isApprovedDealer(viewer);
  return (
    <AccountListPage className="board" title={t('title')} intro={t('intro')} signIn={t('signIn')} signedIn={Boolean(viewer.customer)}>
      {approved ? (
        <Board
          filter={filter}
          onFilter={(next) => router.navigate(router.href('account-merchant-board', {}, next === 'all' ? {} : { filter: next }), { replace: true, scroll: false })}
        />
      ) : (
        <p className="notice">{t('notAccepted')}</p>
      )}
    </AccountListPage>
  );
}
