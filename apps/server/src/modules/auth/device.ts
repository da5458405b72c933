import { parseUserAgent } from '../security/user-agent.js';

/**
 * A device as an account knows it: browser family and operating system, without versions, from
 * the User-Agent (`Chrome on Android`). A browser update is not a new device; another browser or
 * another operating system is. IP addresses are left out on purpose: phones change them all day.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  return `${browser.replace(/ \d+$/, '')} on ${os}`;
}

/**
 * Whether a sign-in comes from a device the account has not used before. The very first session
 * of an account (no earlier one to compare with) is the baseline, not a new device.
 */
export function isNewDevice(device: string, earlierUserAgents: (string | null)[]): boolean {
  return earlierUserAgents.length > 0 && !earlierUserAgents.some((ua) => deviceName(ua) === device);
}
