/** The auction objects' own records (the truth for bidding), read through the operator console's auction detail. */
import { inParallel } from './dealers.ts';

export interface ObjectBid {
  seq: number;
  amount: number;
  kind: string;
  customerId: number;
  at: number;
}

export interface ObjectLog {
  auctionId: number;
  status: string;
  endingAt: number | null;
  scheduledEndAt: number | null;
  bidCount: number;
  highestBid: number | null;
  /** Every bid the object holds, oldest first. */
  bids: ObjectBid[];
}

interface DetailAnswer {
  auction: { status: string; endingAt: number | null; scheduledEndAt: number | null; bidCount: number; highestBid: number | null };
  bids: ObjectBid[];
}

export async function readObjectLogs(url: string, operatorToken: string, auctionIds: readonly number[]): Promise<{ logs: Map<number, ObjectLog>; failures: string[] }> {
  const logs = new Map<number, ObjectLog>();
  const failures = await inParallel(auctionIds, 8, async (auctionId) => {
    const response = await fetch(`${url}/admin/api/auctions/${auctionId}`, { headers: { Authorization: `Bearer ${operatorToken}` }, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`auction ${auctionId}: operator detail answered ${response.status} ${(await response.text()).slice(0, 200)}`);
    const detail = (await response.json()) as DetailAnswer;
    logs.set(auctionId, {
      auctionId,
      status: detail.auction.status,
      endingAt: detail.auction.endingAt,
      scheduledEndAt: detail.auction.scheduledEndAt,
      bidCount: detail.auction.bidCount,
      highestBid: detail.auction.highestBid,
      bids: [...detail.bids].sort((a, b) => a.seq - b.seq),
    });
  });
  return { logs, failures };
}
