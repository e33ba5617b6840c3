/** Bindings of the worker (wrangler.toml) and the per-request variables the middleware provides. */
import type { Locale } from '../domain/locales.ts';
import type { UrlStrategy } from '../domain/routes.ts';
import type { Viewer } from '../domain/viewer.ts';
import type { AuctionEventsEffect } from '../domain/auction/effects.ts';
import type { AuctionRoom } from '../durable-objects/auction-room.ts';
import type { NotifyHub } from '../durable-objects/notify-hub.ts';
import type { Database } from './db/client.ts';
import type { MailMessage } from './queues/mail-queue.ts';
import type { AccessClaims } from './services/auth/access-token.ts';
import type { AiBinding } from './translate/workers-ai-translator.ts';

export interface Bindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  AUCTION_ROOM: DurableObjectNamespace<AuctionRoom>;
  NOTIFY_HUB: DurableObjectNamespace<NotifyHub>;
  /** Auction objects' events, to be projected, settled and told (worker/queues/effects-consumer.ts). */
  AUCTION_EFFECTS: Queue<AuctionEventsEffect>;
  /** Mails to send (worker/queues/mail-queue.ts). */
  MAIL_QUEUE: Queue<MailMessage>;
  /** "development" turns on the local mailbox and transport; anything else, or unset, is production (worker/config). */
  ENVIRONMENT?: string;
  /** "host=locale,host=locale"; empty means the production country domains. */
  LOCALE_HOSTS?: string;
  /** Origin used for absolute links when the request's own origin must not be trusted (e.g. e-mails). */
  PUBLIC_ORIGIN?: string;
  MAIL_TRANSPORT?: string;
  /** Build tag reported by /version.json (set at deploy time). */
  VERSION_TAG?: string;
  /** Secret for signing access tokens and e-mail links (wrangler secret; .dev.vars locally). */
  AUTH_SECRET?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SEND_EMAIL?: SendEmail;
  /** Workers AI (`[env.production.ai] binding = "AI"`, required in production); without it machine translation is "not configured". */
  AI?: AiBinding;
  /** "local" marks texts as translated offline instead (worker/translate/local-translator.ts), honoured only in development. */
  TRANSLATOR?: string;
  /** Photo variants (`[images] binding = "IMAGES"`): Cloudflare Images in production, the local runtime's resizer locally; without it originals are served. */
  IMAGES?: ImagesBinding;
  /** Socrata app token for RDW open data (optional; without it plate lookups share a lower rate limit). */
  RDW_APP_TOKEN?: string;
  /** "local" answers fixed demo plates offline, honoured only in development; anything else uses RDW. */
  VEHICLE_DATA?: string;
  /** mobile.de Search-API user (HTTP Basic); without it and the password the portal import is unavailable. */
  MOBILE_DE_USER?: string;
  /** mobile.de Search-API password (wrangler secret). */
  MOBILE_DE_PASSWORD?: string;
  /** Base URL override for the Syscara API (https only); dealers bring their own Syscara credentials. */
  SYSCARA_API_URL?: string;
  /** "local" keeps newsletter subscribers in D1 (local_marketing_contacts) instead of a marketing service, honoured only in development. */
  MARKETING?: string;
  /** The marketing service's sign-up form (https; worker/marketing): confirmed subscribers are handed over there. */
  MARKETING_SUBSCRIBE_URL?: string;
  /** The marketing service's unsubscribe form (https): an unsubscription on our side is passed on there. */
  MARKETING_UNSUBSCRIBE_URL?: string;
  /** "local" keeps visitors' chats in D1 for the console to answer (worker/chat/local-chat.ts), honoured only in development. */
  CHAT?: string;
  /** The chat provider's https base URL (Chatwoot, worker/chat/chatwoot.ts); with CHAT_INBOX it turns the storefront's chat on. */
  CHAT_BASE_URL?: string;
  /** The provider's website inbox identifier (public, the one its own widget uses). */
  CHAT_INBOX?: string;
  /** Web push (VAPID) public key, base64url of the uncompressed P-256 point; without all three VAPID settings push is off. */
  VAPID_PUBLIC_KEY?: string;
  /** Web push private key (wrangler secret): a JWK of the same key pair, or its base64url private scalar d. */
  VAPID_PRIVATE_KEY?: string;
  /** Web push contact the push services may reach us at: mailto: address or https: URL. */
  VAPID_SUBJECT?: string;
}

export interface AuthContext {
  customerId: number;
  roles: string[];
  familyId: string;
  /** How the caller authenticated; cookie-authenticated writes need the CSRF token. */
  via: 'bearer' | 'cookie';
  accessExpiresAt: number;
}

export interface Variables {
  requestId: string;
  locale: Locale;
  strategy: UrlStrategy;
  hosts: Record<string, Locale>;
  visitorId: string;
  sessionId: string;
  viewer: Viewer;
  auth: AuthContext | null;
  /**
   * A verified operator: the admin flag and the second factor passed in this sign-in (operator_sessions). Every
   * operator power needs it; the flag alone only shows the console's second-factor screen (worker/middleware/session.ts).
   */
  operator: boolean;
  /**
   * The request carried a validly signed access token that speaks for nobody any more (its sign-in ended, or the
   * account was deleted or deactivated): routes open to visitors refuse it rather than serve it as anonymous.
   */
  credentialsRefused: boolean;
  /** The verified access token's claims, on routes that run on claims alone (worker/middleware/claims.ts). */
  claims: AccessClaims;
  db: Database;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('./index.ts');
      durableNamespaces: 'AuctionRoom' | 'NotifyHub';
    }
  }
}
