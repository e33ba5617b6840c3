/**
 * The dealer board's data: the rows of GET /private/merchant/board (SWR; reloaded every few minutes, on a reconnect of
 * the stream and when the rows changed elsewhere), kept live by the board events of the tab's one notification stream.
 * A row that turns outbid through a live update is reported once, so the page can announce it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { AuctionSnapshot } from '../../domain/auction/view.ts';
import { BOARD_RELOAD_MS } from '../../domain/dealer-board/live.ts';
import { type BoardAnswer, type BoardRow, compareRows, turnedOutbid } from '../../domain/dealer-board/rows.ts';
import type { ApiRequestError } from '../lib/api.ts';
import { subscribeNotifications } from '../lib/notification-stream.ts';
import { keys } from '../pages/data-keys.ts';

export interface DealerBoard {
  rows: BoardRow[] | undefined;
  error: ApiRequestError | undefined;
  /** Takes a newer snapshot of a row (a live update, or a command's answer). */
  apply: (snapshot: AuctionSnapshot) => void;
  reload: () => Promise<void>;
}

export function useDealerBoard(locale: string, enabled: boolean, onOutbid: (row: BoardRow) => void): DealerBoard {
  const { data, error, mutate } = useSWR<BoardAnswer, ApiRequestError>(enabled ? keys.board() : null, { refreshInterval: BOARD_RELOAD_MS });
  const [live, setLive] = useState<ReadonlyMap<number, AuctionSnapshot>>(() => new Map());
  const rows = useMemo(
    () =>
      data?.rows
        .map((row) => {
          const newer = live.get(row.auctionId);
          return newer && newer.seq >= row.snapshot.seq ? { ...row, snapshot: newer } : row;
        })
        .sort(compareRows),
    [data, live],
  );
  const current = useRef(rows);
  current.current = rows;
  const outbid = useRef(onOutbid);
  outbid.current = onOutbid;

  const apply = useCallback((snapshot: AuctionSnapshot) => {
    const row = current.current?.find((entry) => entry.auctionId === snapshot.auctionId);
    if (!row || snapshot.seq < row.snapshot.seq) return;
    if (turnedOutbid(row.snapshot, snapshot)) outbid.current({ ...row, snapshot });
    setLive((previous) => new Map(previous).set(snapshot.auctionId, snapshot));
  }, []);

  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  useEffect(() => {
    if (!enabled) return;
    return subscribeNotifications(locale, {
      onBoard: (event) => {
        if ('snapshot' in event.board) apply(event.board.snapshot);
        else void mutate();
      },
      // A message about an auction the board does not list yet (a bid from the product page): the rows changed.
      onEvent: (event) => {
        const auctionId = event.message.auctionId;
        if (auctionId !== null && !current.current?.some((row) => row.auctionId === auctionId)) void mutate();
      },
      onReconnect: () => void mutate(),
    });
  }, [enabled, locale, apply, mutate]);

  return { rows, error, apply, reload };
}
