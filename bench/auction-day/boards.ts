/** Opens every dealer's board once (GET /private/merchant/board): the rows it lists, and the follows it registers. */
import { clientIp, type DealerFleet, inParallel } from './dealers.ts';
import { ms } from './stats.ts';

/** Loads the boards 50 at a time; answers a line with how many loaded, their size and how long it took. */
export async function loadBoards(url: string, fleet: DealerFleet, expectedRows: number): Promise<string> {
  const started = Date.now();
  const sizes: number[] = [];
  const failures = await inParallel(fleet.clients, 50, async (client) => {
    const response = await fetch(`${url}/private/merchant/board?storeCode=de`, {
      headers: { Authorization: `Bearer ${client.token.token}`, 'CF-Connecting-IP': clientIp(client.index) },
    });
    if (response.status !== 200) throw new Error(`board of ${client.dealerId} answered ${response.status}`);
    sizes.push(((await response.json()) as { rows: unknown[] }).rows.length);
  });
  const short = sizes.filter((size) => size < expectedRows).length;
  return (
    `opened ${sizes.length}/${fleet.clients.length} boards of ${expectedRows} auctions each in ${ms(Date.now() - started)}` +
    `${short ? `; ${short} boards had fewer rows` : ''}${failures.length ? `; failures: ${[...new Set(failures)].slice(0, 3).join(' | ')}` : ''}`
  );
}
