/**
 * The rate-limit bucket of a client address: an IPv4 address as itself, an IPv6 address by its /64 network.
 * One IPv6 subscriber usually owns a whole /64 (often a /56 or /48), so limiting single IPv6 addresses would
 * let one client rotate through 2^64 of them. IPv4-mapped IPv6 addresses count as the IPv4 address.
 */

/** The bucket for addresses that cannot be parsed: they share one bucket, so garbage never escapes a limit. */
export const UNPARSABLE_BUCKET = 'ip:invalid';

/** Longest text worth parsing (a full IPv6 address with an embedded IPv4 and a zone id stays well below). */
const MAX_LENGTH = 100;

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    // No leading zeros: "010" is octal to some parsers and decimal to others, so it is refused rather than guessed.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseHextets(groups: string[]): number[] | null {
  const values: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    values.push(parseInt(group, 16));
  }
  return values;
}

/** The eight 16-bit groups of an IPv6 address, or null. Accepts "::" compression and a trailing dotted IPv4. */
export function parseIpv6(input: string): number[] | null {
  let text = input;
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (!text.includes(':')) return null;

  // A trailing dotted quad stands for the last two groups: rewrite it as those two groups.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const ipv4 = parseIpv4(last);
    if (!ipv4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = ipv4;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }

  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? parseHextets(halves[0].split(':')) : [];
  if (!head) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const tail = halves[1] ? parseHextets(halves[1].split(':')) : [];
  if (!tail) return null;
  // "::" stands for at least one zero group.
  const given = head.length + tail.length;
  if (given > 7) return null;
  return [...head, ...Array<number>(8 - given).fill(0), ...tail];
}

/** The rate-limit bucket of an address as Cloudflare reports it (CF-Connecting-IP). */
export function clientBucket(address: string): string {
  const text = address.trim();
  if (text.length === 0 || text.length > MAX_LENGTH) return UNPARSABLE_BUCKET;
  const ipv4 = parseIpv4(text);
  if (ipv4) return `ip:${ipv4.join('.')}`;
  const groups = parseIpv6(text);
  if (!groups) return UNPARSABLE_BUCKET;
  // ::ffff:a.b.c.d (IPv4-mapped, however written) is an IPv4 client and shares the IPv4 address's bucket.
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return `ip:${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `ip:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
