import { describe, expect, it } from 'vitest';
import { clientBucket, parseIpv6, UNPARSABLE_BUCKET } from './client-address.ts';

describe('IPv6 parsing', () => {
  it('expands compressed forms to eight groups', () => {
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
  });

  it('refuses what is not an IPv6 address', () => {
    for (const bad of ['', '1.2.3.4', '1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4::5:6:7:8', '12345::', 'g::1', ':1:2:3:4:5:6:7', '1::2:', '::ffff:1.2.3', '::ffff:1.2.3.256', '1.2.3.4::']) {
      expect(parseIpv6(bad), bad).toBeNull();
    }
  });
});

describe('client bucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientBucket('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientBucket(' 203.0.113.7 ')).toBe('ip:203.0.113.7');
    expect(clientBucket('203.0.113.8')).not.toBe(clientBucket('203.0.113.7'));
  });

  it('puts IPv6 addresses of one /64 into one bucket, however they are written', () => {
    const bucket = clientBucket('2001:db8:1:2::1');
    expect(bucket).toBe('ip:2001:db8:1:2::/64');
    for (const same of ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::', '[2001:db8:1:2::9]', '2001:db8:1:2::1%eth0']) {
      expect(clientBucket(same), same).toBe(bucket);
    }
  });

  it('gives different /64 networks different buckets', () => {
    expect(clientBucket('2001:db8:1:3::1')).not.toBe(clientBucket('2001:db8:1:2::1'));
    expect(clientBucket('2001:db8:1::1')).toBe('ip:2001:db8:1:0::/64');
    expect(clientBucket('2001:db8::1:2:3:4')).toBe('ip:2001:db8:0:0::/64');
  });

  it('treats IPv4-mapped IPv6 addresses as the IPv4 client', () => {
    expect(clientBucket('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientBucket('::FFFF:cb00:7107')).toBe('ip:203.0.113.7');
    expect(clientBucket('0:0:0:0:0:ffff:203.0.113.7')).toBe('ip:203.0.113.7');
  });

  it('puts unparsable addresses into one shared bucket', () => {
    for (const bad of ['', 'localhost', '203.0.113', '203.0.113.07', '256.1.1.1', '1::2::3', 'x'.repeat(500)]) {
      expect(clientBucket(bad), bad).toBe(UNPARSABLE_BUCKET);
    }
  });
});
