/**
 * The production marketing adapter: the spec's marketing form-submission service. A POST of a JSON `fields` list
 * (name/value pairs, the e-mail among them) without authorization; 200 is success, anything else an error. One form
 * URL signs up, a second one takes an address off (the service's own unsubscribe form).
 */
import { MarketingError, type MarketingContact, type MarketingList } from './port.ts';

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The global fetch, bound: calling it detached from globalThis throws "Illegal invocation" in workerd. */
const globalFetch: FetchLike = (input, init) => fetch(input, init);

export interface FormField {
  name: string;
  value: string;
}

/** The sign-up form's fields: exactly the allow-listed contact, consent time as ISO 8601. */
export function subscribeFields(contact: MarketingContact): FormField[] {
  return [
    { name: 'email', value: contact.email },
    { name: 'locale', value: contact.locale },
    { name: 'consent_at', value: new Date(contact.consentedAt).toISOString() },
    { name: 'unsubscribe_url', value: contact.unsubscribeUrl },
  ];
}

/** Only status 200 counts (the spec); the body (an inline thank-you message) is not needed and is released. */
export async function submitForm(fetchImpl: FetchLike, url: string, fields: FormField[]): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ fields }) });
  } catch (error) {
    throw new MarketingError(`network error: ${error instanceof Error ? error.name : 'unknown'}`);
  }
  await response.body?.cancel();
  if (response.status !== 200) throw new MarketingError(`status ${response.status}`);
}

export class HttpMarketingList implements MarketingList {
  constructor(
    private readonly subscribeUrl: string,
    private readonly unsubscribeUrl: string,
    private readonly fetchImpl: FetchLike = globalFetch,
  ) {}

  subscribe(contact: MarketingContact): Promise<void> {
    return submitForm(this.fetchImpl, this.subscribeUrl, subscribeFields(contact));
  }

  unsubscribe(email: string): Promise<void> {
    return submitForm(this.fetchImpl, this.unsubscribeUrl, [{ name: 'email', value: email }]);
  }
}
