/**
 * The message board's pages as the server renders them: the on-demand "messages" texts in the visitor's language, the
 * header's messages link for a signed-in customer, and a 404 for a thread address that cannot name a group.
 */
import { describe, expect, it } from 'vitest';
import { cookieHeader, cookieLogin, createCustomer } from './accounts-helpers.ts';
import { call } from './helpers.ts';

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { Accept: 'text/html', ...headers } });

describe('message board pages', () => {
  it('asks an anonymous visitor to sign in, in German from the board texts', async () => {
    const response = await page('/a/messages');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Melden Sie sich an, um Ihre Nachrichten zu lesen.');
    // No messages link in the header for visitors.
    expect(html).not.toContain('class="messages-link"');
  });

  it('shows a signed-in customer the board and the header link to it', async () => {
    const { email } = await createCustomer();
    const session = await cookieLogin(email);
    const response = await page('/en/a/messages', { Cookie: cookieHeader(session.cookies) });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1 class="page__title">My messages</h1>');
    expect(html).toMatch(/<a[^>]*href="\/en\/a\/messages"[^>]*class="messages-link"|class="messages-link"[^>]*href="\/en\/a\/messages"/);
    expect(html).toContain('<span class="visually-hidden">Messages</span>');
  });

  it('renders a thread address with a group key and answers 404 for one without', async () => {
    const { email } = await createCustomer();
    const session = await cookieLogin(email);
    const cookie = { Cookie: cookieHeader(session.cookies) };
    const thread = await page('/en/a/messages/auction-12', cookie);
    await thread.text();
    expect(thread.status).toBe(200);
    const bad = await page('/en/a/messages/no-such-thing', cookie);
    await bad.text();
    expect(bad.status).toBe(404);
  });
});
