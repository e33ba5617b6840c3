/** Refuses every request with 503 while the configuration check fails, so a misconfigured deploy serves nothing. */
import { createMiddleware } from 'hono/factory';
import { LOCALE_TAGS } from '../../domain/locales.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, errorBody } from '../lib/api-error.ts';
import { translate } from '../lib/i18n.ts';
import { escapeHtml } from '../mail/escape.ts';
import { configurationOf, misconfigurationLog } from './check-configuration.ts';

function unavailablePage(lang: string, message: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>CamperMarkt24</title>
</head>
<body>
<h1>CamperMarkt24</h1>
<p>${escapeHtml(message)}</p>
</body>
</html>
`;
}

export const configurationGate = createMiddleware<AppEnv>(async (c, next) => {
  const check = configurationOf(c.env);
  if (check.problems.length === 0) return next();
  console.error(misconfigurationLog(check, { requestId: c.get('requestId') }));
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', '300');
  const locale = c.get('locale');
  if ((c.req.header('Accept') ?? '').includes('text/html')) {
    return c.html(unavailablePage(LOCALE_TAGS[locale], translate(locale, 'errors.service_unavailable')), 503);
  }
  return c.json(errorBody(c, new ApiError(503, 'service_unavailable')), 503);
});
