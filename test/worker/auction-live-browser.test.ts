/** The live socket as browsers open it: with the visitor cookie and a session, the upgrade still answers 101. */
import { describe, expect, it } from 'vitest';
import { createAuction, createMerchant, createSeller } from './auction-fixtures.ts';
import { call } from './helpers.ts';

const VISITOR = 'cm24-uuid=9bfe860a-c328-4e97-a568-e1f5403e3947; X-Session-Id=6c71baee-0a98-4c83-b150-9cc1e395f4cc';

describe('live auction socket from a browser', () => {
  it('upgrades with the visitor cookie (the answer gets the app’s headers on a mutable copy)', async () => {
    const seller = await createSeller();
    const merchant = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    for (const headers of [{ Cookie: VISITOR }, { Cookie: VISITOR, ...merchant.headers }]) {
      const response = await call(`/public/auction/${auctionId}/live`, { headers: { Upgrade: 'websocket', Origin: 'http://localhost', ...headers } });
      expect(response.status).toBe(101);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const socket = response.webSocket;
      if (!socket) throw new Error('no socket');
      const first = new Promise<string>((resolve) => socket.addEventListener('message', (event) => resolve(String(event.data))));
      socket.accept();
      expect(JSON.parse(await first)).toMatchObject({ type: 'snapshot', snapshot: { auctionId } });
      socket.close(1000, 'done');
    }
  });
});
