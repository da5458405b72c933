import { routes, type HealthResponse } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';

export function checkHealth(): Promise<HealthResponse> {
  return callEndpoint(routes.health, { token: null });
}
