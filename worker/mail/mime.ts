/** Builds a raw RFC 5322 / MIME message (multipart/alternative, UTF-8, quoted-printable); pure and testable. */

const CRLF = '\r\n';
/** RFC 5322 asks for lines of at most 78 characters; quoted-printable for at most 76. */
const MAX_HEADER_LINE = 78;
const MAX_QP_LINE = 76;
/** 39 bytes → 52 base64 characters → 64-character encoded word; with "Subject: " still under 78. */
const ENCODED_WORD_BYTES = 39;

const encoder = new TextEncoder();

export interface Mailbox {
  name?: string;
  address: string;
}

export interface MimeInput {
  /** "Name <address>" or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date?: Date;
  messageId?: string;
  boundary?: string;
}

// Deliberately strict: these values end up in headers, so anything that could smuggle a line break,
// a second address or a comment is refused instead of being cleaned up.
const ADDRESS = /^[^\s<>()[\]",;:\\@]+@[^\s<>()[\]",;:\\@]+\.[^\s<>()[\]",;:\\@]+$/;

/** Splits "CamperMarkt24 <noreply@campermarkt24.de>" into its parts; throws on anything that is not a single mailbox. */
export function parseMailbox(value: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
  const address = (match ? match[2] : value)?.trim() ?? '';
  if (!ADDRESS.test(address)) throw new Error('Invalid mail address');
  const name = match?.[1]?.replace(/^"(.*)"$/, '$1').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return name ? { name, address } : { address };
}

function isPlainAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 "B" encoded words, each holding whole characters, joined by folding whitespace. */
export function encodeWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (encoder.encode(chunk + char).length > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk || words.length === 0) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${bytesToBase64(encoder.encode(word))}?=`).join(`${CRLF} `);
}

/** An unstructured header value (Subject): kept readable when it is short ASCII, encoded otherwise. */
export function encodeHeaderText(name: string, value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (isPlainAscii(clean) && name.length + 2 + clean.length <= MAX_HEADER_LINE) return clean;
  return encodeWords(clean);
}

export function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address;
  const name = isPlainAscii(mailbox.name)
    ? `"${mailbox.name.replace(/["\\]/g, '\\$&')}"`
    : encodeWords(mailbox.name);
  return `${name} <${mailbox.address}>`;
}

/** RFC 5322 date-time in UTC, e.g. "Tue, 03 Mar 2026 09:05:00 +0000". */
export function formatMailDate(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${days[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

function qpByte(byte: number): string {
  return `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Quoted-printable (RFC 2045 §6.7) over UTF-8; line breaks become CRLF, long lines get soft breaks. */
export function encodeQuotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const bytes = encoder.encode(line);
    let current = '';
    bytes.forEach((byte, index) => {
      const last = index === bytes.length - 1;
      let token: string;
      if (byte === 0x20 || byte === 0x09) {
        // Trailing whitespace may be stripped in transit, so only inner spaces stay literal.
        token = last ? qpByte(byte) : String.fromCharCode(byte);
      } else if (byte === 0x2e && current === '') {
        // A line-initial dot is encoded so SMTP dot-stuffing can never alter it.
        token = qpByte(byte);
      } else if (byte >= 0x21 && byte <= 0x7e && byte !== 0x3d) {
        token = String.fromCharCode(byte);
      } else {
        token = qpByte(byte);
      }
      // Keep room for the "=" of a soft line break.
      if (current.length + token.length > MAX_QP_LINE - 1) {
        out.push(`${current}=`);
        current = '';
        if (token === '.') token = qpByte(0x2e);
      }
      current += token;
    });
    out.push(current);
  }
  return out.join(CRLF);
}

function part(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(body),
  ].join(CRLF);
}

export function buildMimeMessage(input: MimeInput): string {
  const from = parseMailbox(input.from);
  const to = parseMailbox(input.to);
  const domain = from.address.split('@')[1] ?? 'localhost';
  const boundary = input.boundary ?? `cm24-${crypto.randomUUID()}`;
  const messageId = input.messageId ?? `<${crypto.randomUUID()}@${domain}>`;

  const headers = [
    `From: ${formatMailbox(from)}`,
    `To: ${formatMailbox(to)}`,
    `Subject: ${encodeHeaderText('Subject', input.subject)}`,
    `Date: ${formatMailDate(input.date ?? new Date())}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  // Plain text first: in multipart/alternative the last part is the preferred one.
  return [
    ...headers,
    '',
    `--${boundary}`,
    part('text/plain', input.text),
    `--${boundary}`,
    part('text/html', input.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
