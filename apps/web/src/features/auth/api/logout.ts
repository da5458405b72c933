import { callEndpoint } from '../../../lib/api-client';
import { firstScreenEndpoints } from '../../../lib/first-screen-endpoints';

/** Revokes the current session server-side. */
export async function logout(): Promise<void> {
  await callEndpoint(firstScreenEndpoints.logout, {});
}
