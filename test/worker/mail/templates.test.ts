import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, LOCALES } from '../../../domain/locales.ts';
import { escapeHtml, safeHttpUrl } from '../../../worker/mail/escape.ts';
import { MAIL_KINDS } from '../../../worker/mail/mail.ts';
import { MAIL_RESOURCES, renderMail } from '../../../worker/mail/templates.ts';

const NAME = 'Erika Müller';
const LINK = 'https://campermarkt24.de/auth/verify?token=abc123&source=mail';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('mail templates', () => {
  it.each(LOCALES)('has the same keys in %s as in German', (locale) => {
    expect(keyPaths(MAIL_RESOURCES[locale].mail).sort(), locale).toEqual(keyPaths(MAIL_RESOURCES.de.mail).sort());
  });

  // One kind and one locale per test, so each test does a bounded amount of work.
  for (const kind of MAIL_KINDS) {
    for (const locale of LOCALES) {
      it(`renders ${kind} in ${locale} with name and link`, () => {
        const mail = renderMail(kind, locale, { name: NAME, link: LINK });
        expect(mail.subject.trim(), `${kind}/${locale}`).not.toBe('');
        // A missing key would come back as the key itself, e.g. "verify_email.subject".
        expect(mail.subject).not.toMatch(/[{}]|^[a-z_]+\.[a-z0-9_]+$/);
        expect(mail.html).toContain(`<html lang="${LOCALE_TAGS[locale]}">`);
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        expect(mail.html).toContain(NAME);
        expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
        expect(mail.html).toContain('CamperMarkt24 GmbH · Am Sandtorkai 41 · 20457 Hamburg');
        expect(mail.text).toContain(NAME);
        // The link stands on its own line in the text version.
        expect(mail.text.split('\n')).toContain(LINK);
        expect(mail.text).toContain('CamperMarkt24 GmbH · Am Sandtorkai 41 · 20457 Hamburg');
        // No unresolved keys or placeholders leak into the output.
        expect(mail.text).not.toMatch(/\{\{|\}\}|\b(layout|p[123]|footer|greeting|button)\b\./);
        expect(mail.text).not.toContain(`${kind}.`);
      });
    }

    it(`gives ${kind} different subjects in German and English`, () => {
      const de = renderMail(kind, 'de', { name: NAME });
      const en = renderMail(kind, 'en', { name: NAME });
      expect(de.subject).not.toBe(en.subject);
      expect(de.text).not.toBe(en.text);
    });
  }

  it('uses the German texts and formal address as the main language', () => {
    const mail = renderMail('verify_email', 'de', { name: NAME, link: LINK });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain(`Hallo ${NAME},`);
    expect(mail.text).toContain('48 Stunden');
    expect(mail.text).toContain(`E-Mail-Adresse bestätigen:\n${LINK}\n`);
  });

  it.each(LOCALES)('escapes a hostile name in the HTML version in %s', (locale) => {
    const mail = renderMail('passwordless', locale, { name: HOSTILE_NAME, link: LINK });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror=alert(1)>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('escapes quotes in names and links used in attributes', () => {
    const mail = renderMail('verify_email', 'en', { name: `"Bob" & 'Alice'`, link: 'https://example.com/a?x="y"&z=1' });
    expect(mail.html).toContain('&quot;Bob&quot; &amp; &#39;Alice&#39;');
    expect(mail.html).not.toContain('x="y"');
    expect(mail.html).toContain('href="https://example.com/a?x=%22y%22&amp;z=1"');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'mailto:x@example.com', '/relative/path', 'not a url'])(
    'omits the non-http(s) link %j',
    (link) => {
      const mail = renderMail('verify_email', 'de', { name: NAME, link });
      expect(mail.html.toLowerCase()).not.toContain('javascript:');
      expect(mail.html).not.toContain('data:text');
      expect(mail.html).not.toContain('<a href');
      expect(mail.html).not.toContain('E-Mail-Adresse bestätigen</a>');
      expect(mail.text.toLowerCase()).not.toContain('javascript:');
      expect(mail.text).not.toContain(link.trim());
    },
  );

  it('renders no button when a kind gets no link', () => {
    const mail = renderMail('password_changed', 'de', { name: NAME });
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).not.toMatch(/https?:\/\//);
  });

  it('labels a link on a kind without its own button with the generic label', () => {
    const mail = renderMail('merchant_received', 'en', { name: NAME, link: 'https://campermarkt24.com/' });
    expect(mail.html).toContain('>Open CamperMarkt24</a>');
    expect(mail.text).toContain('Open CamperMarkt24:\nhttps://campermarkt24.com/\n');
  });

  it('greets without a name when none is known and keeps names on one line', () => {
    expect(renderMail('account_deleted', 'de', { name: '  ' }).text.startsWith('Guten Tag,\n')).toBe(true);
    const mail = renderMail('account_deleted', 'en', { name: 'Eve\r\nBcc: someone' });
    expect(mail.text.startsWith('Hello Eve Bcc: someone,\n')).toBe(true);
  });

  describe('seller-side ad mails', () => {
    const TITLE = 'Hymer B 678';
    const HOSTILE_TITLE = '<img src=x onerror=alert(1)>"';
    const CONTINUE = 'https://campermarkt24.de/ad/continue/42';
    const SETTINGS = 'https://campermarkt24.de/account/email-settings?e=YQ&x=1&h=ff';

    // One kind and one locale per test; the German and English texts stand for the rest (key parity is tested above).
    const expected = {
      ad_submitted: {
        de: ['„Hymer B 678“ ist bei uns eingegangen', 'innerhalb von 24 Stunden – auch am Wochenende', 'in einer Auktion von höchstens 24 Stunden, die an einem Werktag', 'Zu meinen Fahrzeugen:'],
        en: ['listing “Hymer B 678”', 'within 24 hours – at weekends too', 'bid in an auction of at most 24 hours that ends on a weekday', 'Go to my vehicles:'],
      },
      complete_ad_reminder: {
        de: ['Ihr Inserat „Hymer B 678“ ist noch nicht fertig.', 'Inserat fertigstellen:', 'E-Mail-Einstellungen verwalten:'],
        en: ['Your listing “Hymer B 678” isn\'t finished yet.', 'Finish listing:', 'Manage email settings:'],
      },
      ad_continue_owner: {
        de: ['mit Ihrer E-Mail-Adresse ein Inserat für „Hymer B 678“ begonnen', 'auf demselben Gerät an', 'Falls Sie das nicht waren, ist nichts weiter zu tun.'],
        en: ['started a listing for “Hymer B 678”', 'sign in on the same device', "If it wasn't you, there is nothing you need to do."],
      },
    } as const;
    const UNTITLED = {
      ad_submitted: 'vielen Dank! Ihr Inserat ist bei uns eingegangen.',
      complete_ad_reminder: 'Ihr begonnenes Inserat ist noch nicht fertig.',
      ad_continue_owner: 'mit Ihrer E-Mail-Adresse begonnen, ein Fahrzeug zu inserieren.',
    } as const;

    for (const kind of ['ad_submitted', 'complete_ad_reminder', 'ad_continue_owner'] as const) {
      for (const locale of ['de', 'en'] as const) {
        it(`renders ${kind} in ${locale} with the vehicle title`, () => {
          const mail = renderMail(kind, locale, { name: NAME, link: CONTINUE, values: { title: TITLE }, footerLink: SETTINGS });
          for (const phrase of expected[kind][locale]) expect(mail.text).toContain(phrase);
          expect(mail.html).toContain(`href="${escapeHtml(CONTINUE)}"`);
          // Only the reminder carries the e-mail settings link; the others are not automation mails.
          expect(mail.html.includes(`href="${escapeHtml(SETTINGS)}"`)).toBe(kind === 'complete_ad_reminder');
        });
      }

      it(`falls back to the generic wording for ${kind} without a title`, () => {
        const mail = renderMail(kind, 'de', { name: NAME, values: { title: '' }, variant: 'untitled' });
        expect(mail.text).not.toContain('„“');
        expect(mail.text).toContain(UNTITLED[kind]);
      });

      it(`escapes a hostile vehicle title in ${kind}`, () => {
        const mail = renderMail(kind, 'en', { name: NAME, link: CONTINUE, values: { title: HOSTILE_TITLE } });
        expect(mail.html).not.toContain('<img');
        expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
        expect(mail.text).toContain(HOSTILE_TITLE);
      });
    }
  });

  it('tells when bidding reopens in a resumed auction that keeps its 24 hours, and "from now on" otherwise', () => {
    const values = { title: 'Hymer B 678', endingAt: '01.12.2026, 14:21', reopensAt: '30.11.2026, 18:09' };
    const later = renderMail('auction_resumed', 'en', { name: NAME, values, variant: 'later' });
    expect(later.text).toContain('Bids are accepted again from 30.11.2026, 18:09 (Berlin time)');
    expect(later.text).not.toContain('from now on');
    expect(renderMail('auction_resumed', 'de', { name: NAME, values, variant: 'later' }).text).toContain('ab 30.11.2026, 18:09 (Berliner Zeit)');
    expect(renderMail('auction_resumed', 'en', { name: NAME, values }).text).toContain('Bids are accepted again from now on');
  });

  it('accepts only absolute http(s) links', () => {
    expect(safeHttpUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(safeHttpUrl('http://localhost:8787/a b')).toBe('http://localhost:8787/a%20b');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('//example.com')).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});
