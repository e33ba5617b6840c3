/** Dealers registered through the API for worker tests: in review, notifications in Dutch while the account is German. */
import { expect } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

export interface RegisteredDealer {
  merchantId: number;
  customerId: number;
  email: string;
  session: Session;
}

export async function registeredDealer(company = 'Krüger Reisemobile GmbH'): Promise<RegisteredDealer> {
  const { id, email } = await createCustomer({ profileType: 'MERCHANT' });
  const session = await login(email);
  const response = await call('/private/merchant/register', {
    method: 'POST',
    headers: bearer(session),
    json: {
      company,
      street: 'Hauptstraße 5',
      zipCode: '88339',
      city: 'Bad Waldsee',
      country: 'DE',
      vatRegNo: 'DE 123 456 789',
      managingDirector: 'Thomas Krüger',
      contactName: 'Maria',
      contactSurname: 'Krüger',
      notificationLocale: 'nl',
    },
  });
  expect(response.status).toBe(201);
  const body = await json<{ merchant: { merchantId: number } }>(response);
  return { merchantId: body.merchant.merchantId, customerId: id, email, session };
}
