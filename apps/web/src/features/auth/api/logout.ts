import { routes } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';

/** Revokes the current session server-side. */
export async function logout(): Promise<void> {
  await callEndpoint(routes.logout, {});
}
