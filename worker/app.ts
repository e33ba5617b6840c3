/** Builds the Hono app: middleware order, one sub-app per area, the JSON error and 404 handling. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { ApiError, errorBody, isHttpException } from './lib/api-error.ts';
import { database } from './middleware/database.ts';
import { locale } from './middleware/locale.ts';
import { requestId } from './middleware/request-id.ts';
import { anonymousSessions, type SessionProvider, viewer } from './middleware/viewer.ts';
import { visitorCookies } from './middleware/visitor.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { contentRoutes } from './routes/content.ts';
import { formRoutes } from './routes/forms.ts';
import { mediaRoutes } from './routes/media.ts';
import { seoRoutes } from './routes/seo.ts';
import { createSsrRoutes } from './routes/ssr.ts';
import { systemRoutes } from './routes/system.ts';
import { trackingRoutes } from './routes/tracking.ts';

/** Bodies above this are refused before parsing; no call of this app takes more. */
const MAX_JSON_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  sessions?: SessionProvider;
}

export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId);
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, xFrameOptions: 'DENY' }));
  app.use(locale);
  app.use(visitorCookies);
  app.use(database);
  app.use(viewer(options.sessions ?? anonymousSessions));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large');
      },
    }),
  );

  app.route('/', systemRoutes);
  app.route('/', trackingRoutes);
  app.route('/', formRoutes);
  app.route('/', contentRoutes);
  app.route('/', catalogRoutes);
  app.route('/', mediaRoutes);
  app.route('/', seoRoutes);
  app.route('/', createSsrRoutes((request, env, ctx) => app.fetch(request, env, ctx)));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(c, error), error.status);
    if (isHttpException(error) && error.status < 500) {
      // Hono raises these for client mistakes such as a malformed JSON body.
      const code = error.status === 400 ? 'invalid_json' : 'bad_request';
      return c.json(errorBody(c, new ApiError(error.status, code)), error.status);
    }
    console.error(JSON.stringify({ requestId: c.get('requestId'), error: String(error), stack: (error as Error).stack }));
    return c.json(errorBody(c, new ApiError(500, 'internal')), 500);
  });

  app.notFound((c) => c.json(errorBody(c, new ApiError(404, 'not_found')), 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
