import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeQuotedPrintable, formatMailDate, parseMailbox } from '../../../worker/mail/mime.ts';

const decoder = new TextDecoder();

/** Independent decoders, so the test does not trust the encoder's own idea of the format. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] ?? '';
    if (char === '=') {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(char.charCodeAt(0));
    }
  }
  return decoder.decode(new Uint8Array(bytes));
}

function decodeEncodedWords(value: string): string {
  const words = value.replace(/\r\n /g, ' ').trim().split(' ');
  return words
    .map((word) => {
      const match = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/.exec(word);
      if (!match) throw new Error(`not an encoded word: ${word}`);
      return decoder.decode(Uint8Array.from(atob(match[1] ?? ''), (c) => c.charCodeAt(0)));
    })
    .join('');
}

/** Header block → map of unfolded values (original, still encoded). */
function headers(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]/g, '\u0000').split('\r\n')) {
    const index = line.indexOf(':');
    map.set(line.slice(0, index).toLowerCase(), line.slice(index + 1).trim().replaceAll('\u0000', '\r\n '));
  }
  return map;
}

const TEXT = [
  'Hallo Jürgen,',
  '',
  'vielen Dank für Ihre Registrierung bei CamperMarkt24. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren – der Link ist 48 Stunden gültig.',
  '.a line starting with a dot, = signs = and tabs\there',
  'trailing spaces   ',
  'Emoji 🚐 and Czech Přihlásit se',
  'https://campermarkt24.de/auth/verify?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz&x=1',
].join('\n');

const HTML = '<!DOCTYPE html><html lang="de"><body><p style="margin:0;color:#2a4f66">Grüße aus Hamburg – ÄÖÜß</p></body></html>';

function build(subject = 'Bitte bestätigen Sie Ihre E-Mail-Adresse') {
  return buildMimeMessage({
    from: 'CamperMarkt24 <noreply@campermarkt24.de>',
    to: 'juergen@example.com',
    subject,
    text: TEXT,
    html: HTML,
    date: new Date(Date.UTC(2026, 2, 3, 9, 5, 7)),
    messageId: '<fixed-id@campermarkt24.de>',
    boundary: 'cm24-boundary-test',
  });
}

describe('MIME message', () => {
  it('has the envelope headers, an encoded non-ASCII subject and multipart/alternative', () => {
    const raw = build();
    const [head = ''] = raw.split('\r\n\r\n');
    const map = headers(head);
    expect(map.get('from')).toBe('"CamperMarkt24" <noreply@campermarkt24.de>');
    expect(map.get('to')).toBe('juergen@example.com');
    expect(map.get('date')).toBe('Tue, 03 Mar 2026 09:05:07 +0000');
    expect(map.get('message-id')).toBe('<fixed-id@campermarkt24.de>');
    expect(map.get('mime-version')).toBe('1.0');
    expect(map.get('content-type')).toBe('multipart/alternative; boundary="cm24-boundary-test"');
    const subject = map.get('subject') ?? '';
    expect(subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(subject).not.toContain('ä');
    expect(decodeEncodedWords(subject)).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  });

  it('keeps every line within the RFC limits and only uses CRLF line ends', () => {
    const raw = build('Ein sehr langer Betreff mit Umlauten – äöü – der auf mehrere kodierte Wörter verteilt werden muss');
    expect(raw).not.toMatch(/[^\r]\n/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    const [head = ''] = raw.split('\r\n\r\n');
    expect(decodeEncodedWords(headers(head).get('subject') ?? '')).toBe(
      'Ein sehr langer Betreff mit Umlauten – äöü – der auf mehrere kodierte Wörter verteilt werden muss',
    );
    // No non-ASCII byte leaves the builder unencoded.
    expect(raw).toMatch(/^[\x00-\x7f]*$/);
  });

  it('leaves a short ASCII subject readable', () => {
    const [head = ''] = build('Your password has been changed').split('\r\n\r\n');
    expect(headers(head).get('subject')).toBe('Your password has been changed');
  });

  it('contains a text and an HTML part that decode back to the originals', () => {
    const raw = build();
    const parts = raw.split('--cm24-boundary-test');
    expect(parts).toHaveLength(4);
    expect(parts[3]).toBe('--\r\n');
    const [text, html] = [parts[1] ?? '', parts[2] ?? ''].map((part) => {
      const body = part.replace(/^\r\n/, '').replace(/\r\n$/, '');
      const separator = body.indexOf('\r\n\r\n');
      return { headers: headers(body.slice(0, separator)), body: body.slice(separator + 4) };
    });
    expect(text?.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(text?.headers.get('content-transfer-encoding')).toBe('quoted-printable');
    expect(html?.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(html?.headers.get('content-transfer-encoding')).toBe('quoted-printable');
    expect(decodeQuotedPrintable(text?.body ?? '')).toBe(TEXT.replaceAll('\n', '\r\n'));
    expect(decodeQuotedPrintable(html?.body ?? '')).toBe(HTML);
  });

  it('encodes quoted-printable with soft breaks, escaped "=", trailing space and leading dot', () => {
    const encoded = encodeQuotedPrintable(`${'x'.repeat(100)}\n.dot\na = b \nÄ`);
    const lines = encoded.split('\r\n');
    expect(lines[0]).toBe(`${'x'.repeat(75)}=`);
    expect(lines[1]).toBe('x'.repeat(25));
    expect(lines[2]).toBe('=2Edot');
    expect(lines[3]).toBe('a =3D b=20');
    expect(lines[4]).toBe('=C3=84');
  });

  it('refuses addresses that could inject headers and parses display names', () => {
    expect(() => parseMailbox('victim@example.com\r\nBcc: all@example.com')).toThrow();
    expect(() => parseMailbox('a@example.com, b@example.com')).toThrow();
    expect(() => parseMailbox('not-an-address')).toThrow();
    expect(parseMailbox('CamperMarkt24 <noreply@campermarkt24.de>')).toEqual({ name: 'CamperMarkt24', address: 'noreply@campermarkt24.de' });
    expect(parseMailbox('noreply@campermarkt24.de')).toEqual({ address: 'noreply@campermarkt24.de' });
  });

  it('encodes a non-ASCII display name and strips line breaks from the subject', () => {
    const raw = buildMimeMessage({ from: 'Händlerservice <team@campermarkt24.de>', to: 'x@example.com', subject: 'Hi\r\nBcc: evil@example.com', text: 't', html: 'h' });
    const [head = ''] = raw.split('\r\n\r\n');
    const map = headers(head);
    expect(map.get('from')).toMatch(/^=\?UTF-8\?B\?[^ ]+\?= <team@campermarkt24\.de>$/);
    expect(map.has('bcc')).toBe(false);
    expect(map.get('subject')).toBe('Hi Bcc: evil@example.com');
    expect(map.get('message-id')).toMatch(/^<[0-9a-f-]{36}@campermarkt24\.de>$/);
  });

  it('formats dates as RFC 5322 in UTC', () => {
    expect(formatMailDate(new Date(Date.UTC(2025, 11, 31, 23, 59, 59)))).toBe('Wed, 31 Dec 2025 23:59:59 +0000');
  });
});
