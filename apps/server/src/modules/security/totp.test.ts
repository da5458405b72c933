import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, totp, verifyTotp } from './totp.js';
import { parseUserAgent } from './user-agent.js';

/** RFC 6238 appendix B's SHA-1 seed, as the base32 an app would be given. */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP (RFC 6238 test vectors, our 6-digit profile)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i shows the last 6 digits of the RFC value %s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts codes one step either side, once', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now), { nowMs: now })).toBe(step);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), { nowMs: now })).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), { nowMs: now })).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 60_000), { nowMs: now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now + 60_000), { nowMs: now })).toBeNull();
    // Used steps are spent: the same code, or an older one, is refused.
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now), { nowMs: now, afterStep: step })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), { nowMs: now, afterStep: step - 1 })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), { nowMs: now, afterStep: step })).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, 'abcdef', { nowMs: now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, '1234567', { nowMs: now })).toBeNull();
  });

  it('makes 160-bit base32 secrets, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('builds an otpauth URI authenticator apps read', () => {
    const uri = otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com', 'NaijaWallet');
    const url = new URL(uri);
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe('/NaijaWallet:ada@example.com');
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
