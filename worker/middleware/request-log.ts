/**
 * One JSON line per request outside development, in place of the platform's invocation log (switched off in
 * wrangler.toml because it records the full URL): method, the URL with every query value outside the allow-list
 * redacted, status and duration, under the request id.
 */
import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../config/check-configuration.ts';
import type { AppEnv } from '../env.ts';
import { loggableUrl } from '../lib/log-redaction.ts';

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  if (isDevelopment(c.env)) return next();
  const started = Date.now();
  try {
    await next();
  } finally {
    console.log(
      JSON.stringify({
        log: 'request',
        requestId: c.get('requestId'),
        method: c.req.method,
        url: loggableUrl(c.req.url),
        status: c.res.status,
        ms: Date.now() - started,
      }),
    );
  }
});
