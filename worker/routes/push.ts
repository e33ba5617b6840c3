/**
 * Web push for dealers: the server's public key, and a dealer's browser subscription (save, check, remove). Without
 * the VAPID settings push is off and the key and the saving answer 404 push_unavailable.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isMerchant } from '../../domain/viewer.ts';
import {
  isAuthSecret,
  isP256PublicKey,
  isPushServiceEndpoint,
  parseVapidKeys,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_SUBSCRIPTION_LIMIT,
} from '../../domain/messages/web-push.ts';
import { deletePushSubscription, hasPushSubscription, savePushSubscription } from '../db/repositories/push-subscriptions.ts';
import type { AppEnv, Bindings } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';

export const pushRoutes = new Hono<AppEnv>();

const endpointText = z.string('validation.required').check(z.minLength(1, 'validation.required'), z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, 'validation.max'));

const subscriptionBody = z.object({
  // Only the browsers' push services: the worker later posts to this address (see domain/messages/web-push.ts).
  endpoint: endpointText.check(z.refine(isPushServiceEndpoint, 'validation.invalid')),
  keys: z.object({
    p256dh: z.string('validation.required').check(z.maxLength(100, 'validation.max'), z.refine(isP256PublicKey, 'validation.invalid')),
    auth: z.string('validation.required').check(z.maxLength(40, 'validation.max'), z.refine(isAuthSecret, 'validation.invalid')),
  }),
});

const endpointOnly = z.object({ endpoint: endpointText });

function vapidKeysOr404(env: Bindings) {
  const keys = parseVapidKeys(env);
  if (!keys) throw new ApiError(404, 'push_unavailable');
  return keys;
}

pushRoutes.get('/public/push/key', (c) => {
  const { publicKey } = vapidKeysOr404(c.env);
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({ publicKey });
});

/** Whether this browser's endpoint is subscribed for the signed-in customer (the settings switch shows it). */
pushRoutes.get('/private/push/subscription', validate('query', endpointOnly), async (c) => {
  const { endpoint } = c.req.valid('query');
  return c.json({ subscribed: await hasPushSubscription(c.get('db'), signedInCustomerId(c), endpoint) });
});

pushRoutes.put('/private/push/subscription', validate('json', subscriptionBody), async (c) => {
  const customerId = signedInCustomerId(c);
  // Push tells a dealer they were outbid or that it is their turn: nobody else gets these messages.
  if (!isMerchant(c.get('viewer'))) throw new ApiError(403, 'not_a_merchant');
  vapidKeysOr404(c.env);
  const { endpoint, keys } = c.req.valid('json');
  const saved = await savePushSubscription(c.get('db'), customerId, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, PUSH_SUBSCRIPTION_LIMIT, Date.now());
  // Another customer's endpoint stays theirs: the browser has to make a new subscription (a new endpoint) for this one.
  if (!saved) throw new ApiError(409, 'push_endpoint_taken');
  return c.json({ subscribed: true });
});

/** Removes only the caller's own subscription; an unknown or foreign endpoint changes nothing and says the same. */
pushRoutes.delete('/private/push/subscription', validate('json', endpointOnly), async (c) => {
  const { endpoint } = c.req.valid('json');
  await deletePushSubscription(c.get('db'), signedInCustomerId(c), endpoint);
  return c.json({ subscribed: false });
});
