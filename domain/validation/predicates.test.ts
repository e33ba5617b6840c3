import { describe, expect, it } from 'vitest';
import {
  emailTypoSuggestion,
  FREE_EMAIL_PROVIDERS,
  isDutchLicensePlate,
  isEmail,
  isFreeEmailProvider,
  isImporterLink,
  isLicensePlateNl,
  isRequired,
  isRequiredBoolean,
  isStrongPassword,
  isTelephone,
  isTelephonePersonalData,
  isVatIdForCountry,
  isZipCode,
  isZipCodeDe,
  isZipCodeNl,
  minTargetPrice,
  normalizeVatId,
  vatIdCountry,
} from './predicates.ts';

const LONG = 'x'.repeat(100_000);

describe('isRequired', () => {
  it.each([['a'], [' x '], ['ü'], ['<script>alert(1)</script>'], [0], [true], [['a']], [{}]])('accepts %j', (value) => {
    expect(isRequired(value)).toBe(true);
  });
  it.each([[''], ['   '], ['\t\n'], ['\u00a0\u3000'], [null], [undefined], [[]], [false]])('rejects %j', (value) => {
    expect(isRequired(value)).toBe(false);
  });
});

describe('isRequiredBoolean', () => {
  it('accepts true and false', () => {
    expect(isRequiredBoolean(true)).toBe(true);
    expect(isRequiredBoolean(false)).toBe(true);
  });
  it.each([['true'], ['false'], [1], [0], [null], [undefined], [''], [[]]])('rejects %j', (value) => {
    expect(isRequiredBoolean(value)).toBe(false);
  });
});

describe('isEmail', () => {
  const local64 = 'a'.repeat(64);
  const domain189 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.de`;

  it.each([
    ['anna@example.com'],
    ['Anna.Mueller+camper@sub.example.co.uk'],
    ["o'brien@example.ie"],
    ['müller@beispiel.de'],
    ['info@bücher.de'],
    ['info@xn--bcher-kva.de'],
    ['info@example.xn--p1ai'],
    [`${local64}@example.com`],
    [`${local64}@${domain189}`],
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    [''],
    ['anna'],
    ['anna@'],
    ['@example.com'],
    ['anna@example'],
    ['anna@example.c'],
    ['anna@example.123'],
    ['anna @example.com'],
    [' anna@example.com'],
    ['anna@example.com '],
    ['anna@@example.com'],
    ['a@b@example.com'],
    ['anna..m@example.com'],
    ['.anna@example.com'],
    ['anna.@example.com'],
    ['anna@-example.com'],
    ['anna@example-.com'],
    ['anna@example..com'],
    ['anna@.example.com'],
    ['<script>alert(1)</script>@evil.com'],
    ['anna@<script>.com'],
    ["x'; DROP TABLE customers;--@a.de"],
    ['a@b.de;DROP TABLE users'],
    [`${'a'.repeat(65)}@example.com`],
    [`${local64}@${domain189.replace('.de', 'd.de')}`],
    [`${LONG}@example.com`],
  ])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isEmail(42)).toBe(false);
    expect(isEmail(null)).toBe(false);
  });
});

describe('isTelephonePersonalData', () => {
  it.each([
    ['+49 170 1234567'],
    ['0049 170 1234567'],
    ['0170-1234567'],
    ['+31 (0)20 123.45.67'],
    ['+12345'],
    [`+1${'2'.repeat(32)}`],
  ])('accepts %s', (value) => {
    expect(isTelephonePersonalData(value)).toBe(true);
  });

  it.each([
    [''],
    ['+1234'],
    [`+1${'2'.repeat(33)}`],
    ['49 170 1234567'],
    ['+0170 1234567'],
    ['00049 1234567'],
    ['++49 1701234'],
    ['+49 170 123456a'],
    ['+49/170/1234567'],
    [' +49 170 1234567'],
    ['+49 170 1234567<script>'],
    ["+49 170'; DROP TABLE x"],
    ['+٤٩ ١٧٠ ١٢٣٤٥٦٧'],
    [LONG],
  ])('rejects %s', (value) => {
    expect(isTelephonePersonalData(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isTelephonePersonalData(491701234567)).toBe(false);
  });
});

describe('isTelephone', () => {
  it.each([['+49 170 1234567'], ['+491701234567'], ['+12345'], ['+1 2 3 4 5']])('accepts %s', (value) => {
    expect(isTelephone(value)).toBe(true);
  });

  it.each([
    [''],
    ['+'],
    ['+     '],
    ['+1234'],
    ['+1 2 3 4'],
    ['0049 170 1234567'],
    ['0170 1234567'],
    ['491701234567'],
    ['+49-170-1234567'],
    ['+49 (170) 1234567'],
    [' +49 170 1234567'],
    ['+49 170 1234567<script>'],
    ['+４９１７０１２３４５６７'],
  ])('rejects %s', (value) => {
    expect(isTelephone(value)).toBe(false);
  });
});

describe('isZipCode', () => {
  it.each([['1234'], ['12345'], ['0123'], ['3511 AB'], ['3511AB'], ['3511ab']])('accepts %s', (value) => {
    expect(isZipCode(value)).toBe(true);
  });
  it.each([
    [''],
    ['123'],
    ['123456'],
    ['3511  AB'],
    ['3511-AB'],
    ['AB 3511'],
    ['3511 A'],
    ['3511 ABC'],
    ['3511 ÄB'],
    [' 12345'],
    ['12345 '],
    ['١٢٣٤٥'],
    ['<script>'],
    ["1234' OR '1'='1"],
  ])('rejects %s', (value) => {
    expect(isZipCode(value)).toBe(false);
  });
  it('rejects a number', () => {
    expect(isZipCode(12345)).toBe(false);
  });
});

describe('isZipCodeDe', () => {
  it.each([['10115'], ['01067'], ['80331']])('accepts %s', (value) => {
    expect(isZipCodeDe(value)).toBe(true);
  });
  it.each([[''], ['1011'], ['101155'], ['1011A'], ['10 115'], [' 10115'], ['3511 AB'], ['１０１１５']])('rejects %s', (value) => {
    expect(isZipCodeDe(value)).toBe(false);
  });
});

describe('isZipCodeNl', () => {
  it.each([['3511 AB'], ['3511AB'], ['1000 aa'], ['9999 Zz']])('accepts %s', (value) => {
    expect(isZipCodeNl(value)).toBe(true);
  });
  it.each([
    [''],
    ['0123 AB'],
    ['3511  AB'],
    ['351 AB'],
    ['35111 AB'],
    ['3511 A'],
    ['3511 ABC'],
    ['3511-AB'],
    ['3511 ÄB'],
    [' 3511 AB'],
    ['10115'],
  ])('rejects %s', (value) => {
    expect(isZipCodeNl(value)).toBe(false);
  });
});

describe('isStrongPassword', () => {
  it.each([['Passw0rd'], ['Abcdefg1'], ['ÄäAa1234'], ['correct Horse 1'], [`Aa1${'x'.repeat(125)}`]])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });
  it.each([
    [''],
    ['Pass0rd'],
    ['password1'],
    ['PASSWORD1'],
    ['Password'],
    ['ÄÖÜäöü12'],
    ['<script>'],
    [`Aa1${'x'.repeat(126)}`],
  ])('rejects %s', (value) => {
    expect(isStrongPassword(value)).toBe(false);
  });
  it('rejects a number', () => {
    expect(isStrongPassword(12345678)).toBe(false);
  });
});

describe('isDutchLicensePlate', () => {
  it.each([['AB-123-C'], ['12-ABC-3'], ['AB123C'], ['XX-99-XX'], ['GBK-12-P']])('accepts %s', (value) => {
    expect(isDutchLicensePlate(value)).toBe(true);
  });
  it.each([
    [''],
    ['ab-123-c'],
    ['ABCDEF'],
    ['123456'],
    ['AB-12'],
    ['AB-123-CD1'],
    ['AB 123 C'],
    ['ÄB-123-C'],
    ['AB-123-C '],
    ["AB'; --1"],
    ['<script>'],
  ])('rejects %s', (value) => {
    expect(isDutchLicensePlate(value)).toBe(false);
  });
});

describe('isLicensePlateNl', () => {
  it.each([[''], ['anything at all'], ['<script>'], [null]])('passes %j, as the spec says', (value) => {
    expect(isLicensePlateNl(value)).toBe(true);
  });
});

describe('isImporterLink', () => {
  it.each([['https://importer.example/42'], ['1'], ['Händler 7']])('accepts %s', (value) => {
    expect(isImporterLink(value)).toBe(true);
  });
  it.each([[''], ['https://importer.example/'], ['<script>alert()</script>'], ['seven'], ['٣']])('rejects %s', (value) => {
    expect(isImporterLink(value)).toBe(false);
  });
  it('rejects null', () => {
    expect(isImporterLink(null)).toBe(false);
  });
});

describe('isFreeEmailProvider', () => {
  it.each([
    ['anna@gmail.com'],
    ['ANNA@GMAIL.COM'],
    [' anna@web.de '],
    ['x@t-online.de'],
    ['x@ziggo.nl'],
    ['x@proton.me'],
    ['x@seznam.cz'],
    ['x@gmail.com.'],
    ['gmx.net'],
  ])('recognises %s', (value) => {
    expect(isFreeEmailProvider(value)).toBe(true);
  });
  it.each([
    ['info@campermarkt24.de'],
    ['x@gmail.com.evil.de'],
    ['x@mygmail.com'],
    ['x@gmail.co'],
    ['x@mail.gmx.de'],
    [''],
    ['x@'],
  ])('does not flag %s', (value) => {
    expect(isFreeEmailProvider(value)).toBe(false);
  });

  it('lists about 60 or more distinct lower-case domains, including the major European ones', () => {
    expect(FREE_EMAIL_PROVIDERS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FREE_EMAIL_PROVIDERS).size).toBe(FREE_EMAIL_PROVIDERS.length);
    for (const domain of FREE_EMAIL_PROVIDERS) expect(domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
    for (const domain of ['gmail.com', 'gmx.de', 'web.de', 't-online.de', 'outlook.com', 'ziggo.nl', 'wp.pl', 'libero.it', 'orange.fr', 'terra.es']) {
      expect(FREE_EMAIL_PROVIDERS).toContain(domain);
    }
  });
});

describe('emailTypoSuggestion', () => {
  it.each([
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@gmai.com', 'anna@gmail.com'],
    ['anna@gmx.dee', 'anna@gmx.de'],
    ['anna@web.d', 'anna@web.de'],
    ['anna@hotmial.com', 'anna@hotmail.com'],
    ['anna@outlok.com', 'anna@outlook.com'],
    ['anna@yaho.de', 'anna@yahoo.de'],
    ['anna@t-onlin.de', 'anna@t-online.de'],
    ['anna@gmail.con', 'anna@gmail.com'],
    ['anna@gmail.co', 'anna@gmail.com'],
    ['anna@gmail.cmo', 'anna@gmail.com'],
    ['anna@gmial.con', 'anna@gmail.com'],
    // Only a swap of two letters counts as one edit here, so these need transpositions.
    ['anna@wbe.de', 'anna@web.de'],
    ['anna@gmial.co', 'anna@gmail.com'],
    ['anna@hotmil.co', 'anna@hotmail.com'],
    ['anna@gmx.ddd', 'anna@gmx.de'],
    ['anna@ziggo.nll', 'anna@ziggo.nl'],
    ['info@firma.con', 'info@firma.com'],
    ['info@firma.ed', 'info@firma.de'],
    ['info@firma.coom', 'info@firma.com'],
    ['Anna.Schmidt@GMIAL.COM', 'Anna.Schmidt@gmail.com'],
    ['  anna@gmial.com ', 'anna@gmail.com'],
  ])('suggests a fix for %s', (value, expected) => {
    expect(emailTypoSuggestion(value)).toBe(expected);
  });

  it.each([
    ['anna@gmail.com'],
    ['anna@GMAIL.com'],
    ['anna@gmx.de'],
    ['anna@gmx.at'],
    ['anna@gmx.net'],
    ['anna@live.nl'],
    ['anna@mail.dk'],
    ['anna@me.com'],
    ['info@campermarkt24.de'],
    ['anna@example.com'],
    ['info@firma.co'],
    // 2 edits from gmx.de, but a 6-character domain only gets 1.
    ['anna@gnx.dd'],
    ['anna'],
    [''],
    ['anna@'],
    ['@gmial.com'],
    ['an na@gmial.com'],
    ['anna@gmial'],
    [`${LONG}@gmial.com`],
  ])('leaves %s alone', (value) => {
    expect(emailTypoSuggestion(value)).toBeNull();
  });
});

describe('VAT IDs', () => {
  // One valid and one invalid ID per country of the spec's list (and CH, NO, which we also serve).
  const cases: [country: string, valid: string[], invalid: string[]][] = [
    ['AT', ['ATU12345678'], ['AT12345678', 'ATU1234567']],
    ['BE', ['BE0123456789', 'BE1234567890'], ['BE2123456789', 'BE012345678']],
    ['BG', ['BG123456789', 'BG1234567890'], ['BG12345678', 'BG12345678901']],
    ['CY', ['CY12345678X'], ['CY123456789', 'CY1234567X']],
    ['CZ', ['CZ12345678', 'CZ1234567890'], ['CZ1234567', 'CZ12345678901']],
    ['DE', ['DE123456789'], ['DE12345678', 'DE1234567890', 'DEX23456789']],
    ['DK', ['DK12345678'], ['DK1234567']],
    ['EE', ['EE123456789'], ['EE12345678']],
    ['GR', ['EL123456789'], ['GR123456789', 'EL12345678']],
    ['ES', ['ESX1234567X', 'ESA12345678', 'ES12345678Z'], ['ESX123456X', 'ESXX234567X']],
    ['FI', ['FI12345678'], ['FI123456789']],
    ['FR', ['FRXX123456789', 'FR12345678901', 'FRAB123456789'], ['FRIO123456789', 'FR0O123456789', 'FR1234567890']],
    ['HR', ['HR12345678901'], ['HR1234567890']],
    ['HU', ['HU12345678'], ['HU123456789']],
    ['IE', ['IE1234567T', 'IE1234567TW', 'IE1A23456T'], ['IE1234567', 'IE1234567TWX', 'IE12345678']],
    ['IT', ['IT12345678901'], ['IT1234567890']],
    ['LT', ['LT123456789', 'LT123456789012'], ['LT1234567890']],
    ['LU', ['LU12345678'], ['LU1234567']],
    ['LV', ['LV12345678901'], ['LV1234567890']],
    ['MT', ['MT12345678'], ['MT123456789']],
    ['NL', ['NL123456789B01'], ['NL123456789A01', 'NL123456789B1', 'NL12345678B01']],
    ['PL', ['PL1234567890'], ['PL123456789']],
    ['PT', ['PT123456789'], ['PT12345678']],
    ['RO', ['RO12', 'RO1234567890'], ['RO1', 'RO12345678901']],
    ['SE', ['SE123456789001'], ['SE123456789012', 'SE12345678901']],
    ['SI', ['SI12345678'], ['SI1234567']],
    ['SK', ['SK1234567890'], ['SK123456789']],
    ['CH', ['CHE-123.456.789 MWST', 'CHE123456789'], ['CH123456789', 'CHE12345678']],
    ['NO', ['NO123456789MVA', 'NO 123 456 789'], ['NO12345678']],
  ];

  describe.each(cases)('%s', (country, valid, invalid) => {
    it.each(valid)('accepts %s', (vatId) => {
      expect(isVatIdForCountry(vatId, country)).toBe(true);
      expect(vatIdCountry(vatId)).toBe(country);
    });
    it.each(invalid)('rejects %s', (vatId) => {
      expect(isVatIdForCountry(vatId, country)).toBe(false);
    });
  });

  it('ignores spaces, dots, hyphens and case in the ID and case in the country', () => {
    expect(isVatIdForCountry('DE 123 456 789', 'DE')).toBe(true);
    expect(isVatIdForCountry('DE-123.456.789', 'de')).toBe(true);
    expect(isVatIdForCountry('nl 1234.56789 b01', 'NL')).toBe(true);
    expect(normalizeVatId(' atu 1234-5678 ')).toBe('ATU12345678');
  });

  it('rejects an ID whose prefix is not the country', () => {
    expect(isVatIdForCountry('DE123456789', 'AT')).toBe(false);
    expect(isVatIdForCountry('NL123456789B01', 'DE')).toBe(false);
    expect(isVatIdForCountry('123456789', 'DE')).toBe(false);
    expect(isVatIdForCountry('EL123456789', 'EL')).toBe(true);
  });

  it('rejects unknown countries, junk and unicode digits', () => {
    expect(isVatIdForCountry('US123456789', 'US')).toBe(false);
    expect(isVatIdForCountry('', 'DE')).toBe(false);
    expect(isVatIdForCountry('DE123456789', '')).toBe(false);
    expect(isVatIdForCountry('DE123456789; DROP TABLE merchants', 'DE')).toBe(false);
    expect(isVatIdForCountry('<script>DE123456789</script>', 'DE')).toBe(false);
    expect(isVatIdForCountry('DE１２３４５６７８９', 'DE')).toBe(false);
    expect(isVatIdForCountry(`DE${'1'.repeat(10_000)}`, 'DE')).toBe(false);
  });

  it('tells the country of a well-formed ID, and null otherwise', () => {
    expect(vatIdCountry('de 123 456 789')).toBe('DE');
    expect(vatIdCountry('EL123456789')).toBe('GR');
    expect(vatIdCountry('GR123456789')).toBeNull();
    expect(vatIdCountry('DE12345678')).toBeNull();
    expect(vatIdCountry('XX123456789')).toBeNull();
    expect(vatIdCountry('')).toBeNull();
  });
});

describe('minTargetPrice', () => {
  it.each([
    [1500, 1000],
    [1000, 1000],
    [0, 0],
    ['1500', 1000],
    [' 1500.50 ', 1000],
  ])('accepts %j with minimum %d', (value, min) => {
    expect(minTargetPrice(value, min)).toBe(true);
  });
  it.each([
    [999.99, 1000],
    ['999', 1000],
    [-5, 0],
    ['1.500,00', 1000],
    ['1e5', 0],
    ['0x10', 0],
    ['abc', 0],
    ['', 0],
    ['1000; DROP TABLE offers', 0],
    [null, 0],
    [[1500], 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('rejects %j with minimum %d', (value, min) => {
    expect(minTargetPrice(value, min)).toBe(false);
  });
});
