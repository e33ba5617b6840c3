// Sanitizing what the editor sends: booleans, e-mails, ISO dates, values, gallery entries, file names, make blacklists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booleanFromString, isBlacklistedMake, isoDate, sanitizeEmail, sanitizeFileName, sanitizeGallery, sanitizeValues } from './sanitize.ts';

describe('booleans from strings', () => {
  it('ja and Yes are true, in any case and with spaces', () => {
    for (const word of ['ja', 'Ja', 'Yes', 'yes', ' YES ', 'true', '1']) expect(booleanFromString(word), word).toBe(true);
  });

  it('nein and No are false', () => {
    for (const word of ['nein', 'Nein', 'No', 'false', '0']) expect(booleanFromString(word), word).toBe(false);
  });

  it('anything else is no boolean', () => {
    for (const word of ['', 'vielleicht', 'y', 'jaa', 'yes please']) expect(booleanFromString(word), word).toBeUndefined();
  });
});

describe('e-mail', () => {
  it('is trimmed and lower-cased', () => {
    expect(sanitizeEmail('  Anna.Meier@Example.DE \n')).toBe('anna.meier@example.de');
  });
});

describe('ISO dates', () => {
  it('keeps a date and cuts the time of a UTC datetime', () => {
    expect(isoDate('2024-03-15')).toBe('2024-03-15');
    expect(isoDate(' 2024-03-15T10:20:30Z ')).toBe('2024-03-15');
    expect(isoDate('2024-03-15T23:59:59.999Z')).toBe('2024-03-15');
  });

  it('reads a month as its first day', () => {
    expect(isoDate('2019-05')).toBe('2019-05-01');
  });

  it('keeps the calendar date written with an offset', () => {
    expect(isoDate('2024-03-15T00:30:00+02:00')).toBe('2024-03-15');
  });

  it('refuses what is no date', () => {
    for (const text of ['', '15.03.2024', 'gestern', '2024-13-01', '2024-00-10', '2019-13', 'T2024-03-15']) expect(isoDate(text), text).toBeNull();
  });

  it('refuses days a month does not have instead of rolling over', () => {
    expect(isoDate('2024-02-30')).toBeNull();
    expect(isoDate('2023-02-29')).toBeNull();
    expect(isoDate('2024-04-31T12:00:00Z')).toBeNull();
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
  });

  it('a Date becomes its date; an invalid Date is null', () => {
    expect(isoDate(new Date(Date.UTC(2024, 2, 15, 12)))).toBe('2024-03-15');
    expect(isoDate(new Date(Number.NaN))).toBeNull();
  });

  describe('in a timezone east of UTC (Berlin)', () => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Europe/Berlin';
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('a date picked at local midnight keeps its day', () => {
      expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(-60);
      expect(isoDate(new Date(2024, 0, 1))).toBe('2024-01-01');
      expect(isoDate(new Date(2024, 6, 31))).toBe('2024-07-31');
    });

    it('a date at UTC midnight keeps its day too', () => {
      expect(isoDate(new Date(Date.UTC(2024, 6, 31)))).toBe('2024-07-31');
    });
  });
});

describe('values', () => {
  it('drops NaN and infinite numbers, keeps other numbers', () => {
    expect(sanitizeValues({ mileage: Number.NaN, power: Number.POSITIVE_INFINITY, beds: 0, length: 6990 })).toEqual({ beds: 0, length: 6990 });
  });

  it('turns Date objects into ISO dates and drops invalid ones', () => {
    expect(sanitizeValues({ first_registration: new Date(2019, 4, 1), pickup_date: new Date('nonsense') })).toEqual({
      first_registration: '2019-05-01',
    });
  });

  it('keeps strings, null and arrays as they are for the server to check', () => {
    const input = { model: ' B-Klasse ', series: null, equipment: ['awning'], fuel: 'diesel' };
    expect(sanitizeValues(input)).toEqual(input);
  });

  it('does not change its input', () => {
    const input = { mileage: Number.NaN };
    sanitizeValues(input);
    expect(input).toHaveProperty('mileage');
  });
});

describe('gallery', () => {
  it('drops entries without a value and keeps the order of the rest', () => {
    const items = [{ value: 'a.jpg', id: 1 }, { value: null, id: 2 }, { id: 3 }, { value: '  ', id: 4 }, { value: '', id: 5 }, { value: 'b.jpg', id: 6 }];
    expect(sanitizeGallery(items).map((item) => item.id)).toEqual([1, 6]);
  });
});

describe('file names', () => {
  const SAFE = /^[A-Za-z0-9_]+(\.[A-Za-z0-9]+)?$/;
  const fixed = (value: number) => () => value;

  it('keeps letters, digits, dot and underscore and adds a four-letter suffix before the extension', () => {
    expect(sanitizeFileName('Wohnmobil vorne (1).JPG', fixed(0))).toBe('Wohnmobil_vorne_1_aaaa.JPG');
  });

  it('the suffix comes from the random source', () => {
    const sequence = [0, 0.5, 0.999, 0.04];
    let call = 0;
    expect(sanitizeFileName('x.png', () => sequence[call++ % sequence.length] ?? 0)).toBe('x_anzb.png');
    expect(sanitizeFileName('x.png', fixed(0.999_999))).toBe('x_zzzz.png');
  });

  it('two uploads of the same name get different names with the default random source', () => {
    const names = new Set(Array.from({ length: 20 }, () => sanitizeFileName('photo.jpg')));
    expect(names.size).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^photo_[a-z]{4}\.jpg$/);
  });

  it('strips accents and drops what is not allowed', () => {
    expect(sanitizeFileName('Pössl Küche é.jpeg', fixed(0))).toBe('Possl_Kuche_e_aaaa.jpeg');
    expect(sanitizeFileName('../../etc/passwd', fixed(0))).toMatch(SAFE);
    expect(sanitizeFileName('a<script>.php.jpg', fixed(0))).toBe('a_script_php_aaaa.jpg');
  });

  it('never leaves a path, spaces or a second dot', () => {
    for (const name of ['../../etc/passwd', 'C:\\Users\\x\\bild 1.jpg', '.htaccess', 'photo.', '...', 'ファイル.heic', 'x.tar.gz', 'a.j p g']) {
      const clean = sanitizeFileName(name, fixed(0.3));
      expect(clean, name).toMatch(SAFE);
      expect(clean, name).toMatch(/_[a-z]{4}(\.|$)/);
    }
  });

  it('a name with nothing usable becomes "file"', () => {
    expect(sanitizeFileName('***.pdf', fixed(0))).toBe('file_aaaa.pdf');
    expect(sanitizeFileName('', fixed(0))).toBe('file_aaaa');
  });

  it('limits the length of base and extension', () => {
    const clean = sanitizeFileName(`${'a'.repeat(500)}.${'b'.repeat(50)}`, fixed(0));
    expect(clean.length).toBeLessThanOrEqual(60 + 5 + 1 + 8);
    expect(clean).toMatch(SAFE);
  });
});

describe('make blacklists', () => {
  it('placeholders are refused for both kinds, case-insensitively and trimmed', () => {
    for (const kind of ['motorhome', 'trailer'] as const) {
      for (const name of ['Test', 'XXX', ' unbekannt ', 'N/A', 'Sonstige']) expect(isBlacklistedMake(kind, name), `${kind} ${name}`).toBe(true);
    }
  });

  it('car makes are refused as trailer makes only', () => {
    for (const name of ['Fiat', 'MERCEDES-BENZ', 'vw', 'Citroën']) {
      expect(isBlacklistedMake('trailer', name), name).toBe(true);
      expect(isBlacklistedMake('motorhome', name), name).toBe(false);
    }
  });

  it('trailer words are refused as motorhome makes only', () => {
    expect(isBlacklistedMake('motorhome', 'Anhänger')).toBe(true);
    expect(isBlacklistedMake('motorhome', 'TRAILER')).toBe(true);
    expect(isBlacklistedMake('trailer', 'Anhänger')).toBe(false);
  });

  it('an accent typed as a combining mark matches too', () => {
    expect(isBlacklistedMake('trailer', 'Citroe\u0308n')).toBe(true);
    expect(isBlacklistedMake('motorhome', 'ANHA\u0308NGER')).toBe(true);
  });

  it('real makes pass', () => {
    for (const name of ['Niesmann', 'Hymer', 'Testarossa']) {
      expect(isBlacklistedMake('trailer', name), name).toBe(false);
      expect(isBlacklistedMake('motorhome', name), name).toBe(false);
    }
  });
});
