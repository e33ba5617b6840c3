/** Demo people of the local marketplace: an operator, dealers in every state, private and commercial sellers. */

export const DEMO_PASSWORD = 'Camper2026!';

/**
 * The demo operator's second factor (local seed only, never a real account): enter this base32 secret in an
 * authenticator app, or sign in to the console with one of the recovery codes (each works once).
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'DEMODEMODEMODEMODEMODEMODEMODEMO';
export const DEMO_OPERATOR_RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `demo-recovery-${String(index + 1).padStart(2, '0')}`);

export type DemoAccountKey =
  | 'operator'
  | 'dealer-accepted'
  | 'dealer-accepted-2'
  | 'dealer-in-review'
  | 'dealer-blocked'
  | 'seller-private'
  | 'seller-private-2'
  | 'seller-commercial';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  name: string;
  surname: string;
  role: string;
  profileType: 'PRIVATE' | 'COMMERCIAL' | 'MERCHANT';
  isAdmin?: boolean;
  languageSetting: string;
  city: string;
  zipCode: string;
  country: string;
  vatRegNo?: string;
  merchant?: { company: string; accepted: boolean | null; blocked: boolean; vatRegNo: string };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'operator',
    email: 'operator@campermarkt24.test',
    name: 'Olivia',
    surname: 'Brandt',
    role: 'Operator (admin console)',
    profileType: 'PRIVATE',
    isAdmin: true,
    languageSetting: 'de',
    city: 'Hamburg',
    zipCode: '20457',
    country: 'DE',
  },
  {
    key: 'dealer-accepted',
    email: 'dealer@campermarkt24.test',
    name: 'Thomas',
    surname: 'Krüger',
    role: 'Dealer, accepted',
    profileType: 'MERCHANT',
    languageSetting: 'de',
    city: 'Bad Waldsee',
    zipCode: '88339',
    country: 'DE',
    merchant: { company: 'Krüger Reisemobile GmbH', accepted: true, blocked: false, vatRegNo: 'DE298765432' },
  },
  {
    key: 'dealer-accepted-2',
    email: 'dealer-nl@campermarkt24.test',
    name: 'Sanne',
    surname: 'Jansen',
    role: 'Dealer, accepted (Dutch)',
    profileType: 'MERCHANT',
    languageSetting: 'nl',
    city: 'Utrecht',
    zipCode: '3511 AB',
    country: 'NL',
    merchant: { company: 'Jansen Campers B.V.', accepted: true, blocked: false, vatRegNo: 'NL123456789B01' },
  },
  {
    key: 'dealer-in-review',
    email: 'dealer-review@campermarkt24.test',
    name: 'Lukas',
    surname: 'Weber',
    role: 'Dealer, in review',
    profileType: 'MERCHANT',
    languageSetting: 'de',
    city: 'Leipzig',
    zipCode: '04109',
    country: 'DE',
    merchant: { company: 'Weber Caravaning e.K.', accepted: null, blocked: false, vatRegNo: 'DE312345678' },
  },
  {
    key: 'dealer-blocked',
    email: 'dealer-blocked@campermarkt24.test',
    name: 'Piotr',
    surname: 'Kowalski',
    role: 'Dealer, blocked',
    profileType: 'MERCHANT',
    languageSetting: 'pl',
    city: 'Poznań',
    zipCode: '61-001',
    country: 'PL',
    merchant: { company: 'Kowalski Kampery Sp. z o.o.', accepted: true, blocked: true, vatRegNo: 'PL7781234567' },
  },
  {
    key: 'seller-private',
    email: 'anna@campermarkt24.test',
    name: 'Anna',
    surname: 'Becker',
    role: 'Private seller',
    profileType: 'PRIVATE',
    languageSetting: 'de',
    city: 'Köln',
    zipCode: '50667',
    country: 'DE',
  },
  {
    key: 'seller-private-2',
    email: 'erik@campermarkt24.test',
    name: 'Erik',
    surname: 'Lindqvist',
    role: 'Private seller (Swedish)',
    profileType: 'PRIVATE',
    languageSetting: 'sv',
    city: 'Malmö',
    zipCode: '21120',
    country: 'SE',
  },
  {
    key: 'seller-commercial',
    email: 'handel@campermarkt24.test',
    name: 'Claudia',
    surname: 'Neumann',
    role: 'Commercial seller',
    profileType: 'COMMERCIAL',
    languageSetting: 'de',
    city: 'Hannover',
    zipCode: '30159',
    country: 'DE',
    vatRegNo: 'DE287654321',
  },
];
