import type { AuthResponse, LoginRequest } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { firstScreenEndpoints } from '../../../lib/first-screen-endpoints';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return callEndpoint(firstScreenEndpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
