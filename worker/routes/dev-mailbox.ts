/** Development mailbox: lists and shows the mails LocalMailTransport stored in mail_outbox; 404 outside development. */
import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isDevelopment } from '../config/check-configuration.ts';
import { createDb } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, errorBody } from '../lib/api-error.ts';
import { escapeHtml, safeHttpUrl } from '../mail/escape.ts';

export const devMailboxRoutes = new Hono<AppEnv>();

const LIST_LIMIT = 100;

// Stored mails hold live sign-in and verification links, so the mailbox only answers where ENVIRONMENT says
// "development" in so many words; unset, "test", "staging" and everything else get a 404.
function hiddenInProduction(c: Context<AppEnv>): Response | undefined {
  if (isDevelopment(c.env)) return undefined;
  return c.json(errorBody(c, new ApiError(404, 'not_found')), 404);
}

/**
 * The mailbox's own policy: its inline <style> and the sandboxed srcdoc preview (which inherits this policy, so a
 * stored mail can style itself but never run a script or load anything from elsewhere).
 */
const MAILBOX_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The http(s) links of a stored mail, so they can be followed outside the sandboxed preview. */
function linksIn(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href="([^"]*)"/g)) {
    const href = safeHttpUrl((match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'"));
    if (href) links.add(href);
  }
  return [...links];
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Dev mailbox</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2d36; background: #f4f7f9; }
  header { background: #2a4f66; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 16px; color: #2a4f66; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #dde6eb; vertical-align: top; }
  th { font-size: 13px; color: #5f7686; }
  td.time { white-space: nowrap; color: #5f7686; }
  a { color: #0077a0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dt { color: #5f7686; }
  dd { margin: 0; }
  iframe { width: 100%; height: 720px; border: 1px solid #dde6eb; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #dde6eb; padding: 16px; }
  .empty { color: #5f7686; }
</style>
</head>
<body>
<header><a href="/dev/mailbox">Dev mailbox</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

devMailboxRoutes.get('/dev/mailbox', async (c) => {
  const hidden = hiddenInProduction(c);
  if (hidden) return hidden;
  const rows = await createDb(c.env.DB)
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      kind: mailOutbox.kind,
      locale: mailOutbox.locale,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(LIST_LIMIT);

  const list = rows.length
    ? `<table>
<thead><tr><th>Time</th><th>Recipient</th><th>Subject</th><th>Kind</th><th>Locale</th></tr></thead>
<tbody>
${rows
  .map(
    (row) => `<tr>
<td class="time">${escapeHtml(formatTime(row.createdAt))}</td>
<td>${escapeHtml(row.recipient)}</td>
<td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td>
<td>${escapeHtml(row.kind)}</td>
<td>${escapeHtml(row.locale)}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>`
    : '<p class="empty">No mails yet.</p>';

  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', MAILBOX_CONTENT_SECURITY_POLICY);
  return c.html(page('Mails', `<h1>Newest ${LIST_LIMIT} mails</h1>\n${list}`));
});

devMailboxRoutes.get('/dev/mailbox/:id', async (c) => {
  const hidden = hiddenInProduction(c);
  if (hidden) return hidden;
  const id = c.req.param('id');
  if (!/^\d{1,15}$/.test(id)) return c.json(errorBody(c, new ApiError(404, 'not_found')), 404);
  const [mail] = await createDb(c.env.DB).select().from(mailOutbox).where(eq(mailOutbox.id, Number(id))).limit(1);
  if (!mail) return c.json(errorBody(c, new ApiError(404, 'not_found')), 404);

  const links = linksIn(mail.html);
  const linkList = links.length
    ? `<h2>Links</h2>\n<ul>\n${links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('\n')}\n</ul>`
    : '';
  // The stored HTML is shown as written, but scripts, forms and same-origin access stay off in the sandbox.
  const body = `<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
<dt>Locale</dt><dd>${escapeHtml(mail.locale)}</dd>
<dt>Time</dt><dd>${escapeHtml(formatTime(mail.createdAt))}</dd>
</dl>
<iframe title="HTML version" sandbox="allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html)}"></iframe>
${linkList}
<h2>Text version</h2>
<pre>${escapeHtml(mail.text)}</pre>`;

  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', MAILBOX_CONTENT_SECURITY_POLICY);
  return c.html(page(mail.subject, body));
});
