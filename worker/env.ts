/** Bindings of the worker (wrangler.toml) and the per-request variables the middleware provides. */
import type { Locale } from '../domain/locales.ts';
import type { UrlStrategy } from '../domain/routes.ts';
import type { Viewer } from '../domain/viewer.ts';
import type { AuctionRoom } from '../durable-objects/auction-room.ts';
import type { NotifyHub } from '../durable-objects/notify-hub.ts';
import type { Database } from './db/client.ts';

export interface Bindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  AUCTION_ROOM: DurableObjectNamespace<AuctionRoom>;
  NOTIFY_HUB: DurableObjectNamespace<NotifyHub>;
  ENVIRONMENT: string;
  /** "host=locale,host=locale"; empty means the production country domains. */
  LOCALE_HOSTS?: string;
  /** Origin used for absolute links when the request's own origin must not be trusted (e.g. e-mails). */
  PUBLIC_ORIGIN?: string;
  MAIL_TRANSPORT?: string;
  /** Build tag reported by /version.json (set at deploy time). */
  VERSION_TAG?: string;
}

export interface Variables {
  requestId: string;
  locale: Locale;
  strategy: UrlStrategy;
  hosts: Record<string, Locale>;
  visitorId: string;
  sessionId: string;
  viewer: Viewer;
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
