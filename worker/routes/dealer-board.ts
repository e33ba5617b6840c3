/** The approved dealer's board for the auction window (GET /private/merchant/board): rows, and the live feed they follow. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isApprovedDealer, isMerchant } from '../../domain/viewer.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { storeCode } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { dealerBoard } from '../services/dealer-board.ts';

export const dealerBoardRoutes = new Hono<AppEnv>();

dealerBoardRoutes.get('/private/merchant/board', validate('query', z.object({ storeCode })), async (c) => {
  const customerId = signedInCustomerId(c);
  const viewer = c.get('viewer');
  if (!isMerchant(viewer)) throw new ApiError(403, 'not_a_merchant');
  // The board bids: only a dealer who may bid has one (the same rule the auction object applies to each command).
  if (!isApprovedDealer(viewer)) throw new ApiError(403, 'merchant_not_accepted');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await dealerBoard(c.env, c.get('db'), customerId));
});
