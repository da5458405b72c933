import { endpoints, type HealthResponse } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';

export function checkHealth(): Promise<HealthResponse> {
  return callEndpoint(endpoints.health, { token: null });
}
