import { routes } from '@app/contract';
import { ApiError, callEndpoint } from '../../../lib/api-client';

/** Fixed probe credentials; no such account is expected to exist. */
export const TEST_CREDENTIALS = { email: 'test@example.com', password: 'password123' } as const;

/** A rejection that proves the endpoint is up and checking credentials. */
const EXPECTED_MESSAGES = ['Invalid credentials', 'User not found'];

export type LoginProbeResult = { ok: true; detail: string } | { ok: false; detail: string };

export async function probeLogin(): Promise<LoginProbeResult> {
  try {
    const auth = await callEndpoint(routes.login, { body: TEST_CREDENTIALS, token: null });
    // The probe account exists: revoke the session it just created, we never use it.
    await callEndpoint(routes.logout, { token: auth.token }).catch(() => undefined);
    return { ok: true, detail: `signed in as @${auth.user.tag}` };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      (EXPECTED_MESSAGES.includes(error.message) || error.code === 'INVALID_CREDENTIALS')
    ) {
      return { ok: true, detail: `rejected test credentials as expected (${error.message})` };
    }
    const message = error instanceof Error ? error.message : String(error);
    const bare = error instanceof ApiError && message === `HTTP ${error.status}`;
    const status = error instanceof ApiError && !bare ? ` (HTTP ${error.status})` : '';
    return { ok: false, detail: `${message}${status}` };
  }
}
