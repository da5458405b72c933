import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, totp, verifyTotp } from './totp.js';
import { parseUserAgent } from './user-agent.js';

const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 4226 / RFC 6238 test vectors)', () => {
  it('computes the RFC 4226 HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('computes the RFC 6238 SHA-1 value at T=%i', (seconds, code) => {
    expect(hotp(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it('round-trips base32 and accepts codes one step either side, once', () => {
    const secret = base32Encode(RFC_SECRET);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret).equals(RFC_SECRET)).toBe(true);
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totp(secret, now), { nowMs: now })).toBe(step);
    expect(verifyTotp(secret, totp(secret, now - 30_000), { nowMs: now })).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), { nowMs: now })).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 60_000), { nowMs: now })).toBeNull();
    expect(verifyTotp(secret, totp(secret, now), { nowMs: now, afterStep: step })).toBeNull();
    expect(verifyTotp(secret, 'abcdef', { nowMs: now })).toBeNull();
  });

  it('builds an otpauth URI authenticator apps read', () => {
    const uri = otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com', 'NaijaWallet');
    expect(uri.startsWith('otpauth://totp/NaijaWallet%3Aada%40example.com?')).toBe(true);
    const url = new URL(uri);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'NaijaWallet',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131',
      'Android',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox 132', 'macOS'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Linux',
    ],
    [undefined, 'Unknown browser', 'Unknown OS'],
  ])('%s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });
});
