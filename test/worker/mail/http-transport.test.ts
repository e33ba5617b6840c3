import { describe, expect, it } from 'vitest';
import { HttpMailTransport } from '../../../worker/mail/http-transport.ts';
import { MailDeliveryError, type MailMessage } from '../../../worker/mail/mail.ts';
import missingApiKey from './fixtures/resend-missing-api-key.json?raw';
import success from './fixtures/resend-success.json?raw';
import validationError from './fixtures/resend-validation-error.json?raw';

const API_KEY = 're_123456789_SecretTestKey';
const FROM = 'CamperMarkt24 <noreply@campermarkt24.de>';

const MESSAGE: MailMessage = {
  to: 'erika@example.com',
  locale: 'de',
  kind: 'verify_email',
  subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  html: '<p>Hallo Erika,</p>',
  text: 'Hallo Erika,',
};

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records the request and answers with a recorded provider response. */
function replay(status: number, body: string): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const fake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, method: request.method, headers: request.headers, body: await request.json() });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fake, requests };
}

async function deliveryError(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

describe('HttpMailTransport', () => {
  it('posts the message as JSON with the bearer key and resolves on the recorded success answer', async () => {
    const { fetch, requests } = replay(200, success);
    await expect(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch }).send(MESSAGE)).resolves.toBeUndefined();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://api.resend.com/emails');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({
      from: FROM,
      to: ['erika@example.com'],
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      html: '<p>Hallo Erika,</p>',
      text: 'Hallo Erika,',
      tags: [{ name: 'kind', value: 'verify_email' }],
    });
  });

  it('uses a configured endpoint', async () => {
    const { fetch, requests } = replay(200, success);
    await new HttpMailTransport({ apiKey: API_KEY, from: FROM, endpoint: 'https://mail.example.test/v1/send', fetch }).send(MESSAGE);
    expect(requests[0]?.url).toBe('https://mail.example.test/v1/send');
  });

  it('turns the recorded 422 validation error into a MailDeliveryError', async () => {
    const { fetch } = replay(422, validationError);
    const error = await deliveryError(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch }).send({ ...MESSAGE, to: 'not-an-address' }));
    expect(error.status).toBe(422);
    expect(error.providerCode).toBe('validation_error');
    expect(error.providerMessage).toBe(
      'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
    );
    expect(error.message).toContain('Invalid `to` field');
    expect(error.message).toContain('422');
    expect(error.message).not.toContain(API_KEY);
    expect(String(error.stack)).not.toContain(API_KEY);
  });

  it('turns the recorded 401 answer into a MailDeliveryError without the key', async () => {
    const { fetch } = replay(401, missingApiKey);
    const error = await deliveryError(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch }).send(MESSAGE));
    expect(error.status).toBe(401);
    expect(error.providerCode).toBe('missing_api_key');
    expect(error.providerMessage).toBe('Missing API key in the authorization header.');
    expect(error.message).not.toContain(API_KEY);
    expect(JSON.stringify(error)).not.toContain(API_KEY);
  });

  it('redacts the key if a provider echoes it back', async () => {
    const echo = JSON.stringify({ statusCode: 403, message: `API key ${API_KEY} is invalid`, name: 'invalid_api_key' });
    const { fetch } = replay(403, echo);
    const error = await deliveryError(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch }).send(MESSAGE));
    expect(error.status).toBe(403);
    expect(error.message).not.toContain(API_KEY);
    expect(error.providerMessage).toBe('API key [redacted] is invalid');
  });

  it('fails on a non-JSON gateway error and on a success answer without an id', async () => {
    const gateway = await deliveryError(
      new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch: replay(502, '<html>Bad Gateway</html>').fetch }).send(MESSAGE),
    );
    expect(gateway.status).toBe(502);
    const noId = await deliveryError(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch: replay(200, '{}').fetch }).send(MESSAGE));
    expect(noId.status).toBe(200);
  });

  it('wraps a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Network connection lost.');
    };
    const error = await deliveryError(new HttpMailTransport({ apiKey: API_KEY, from: FROM, fetch: failing }).send(MESSAGE));
    expect(error.status).toBe(0);
    expect(error.message).toContain('Network connection lost.');
  });
});
