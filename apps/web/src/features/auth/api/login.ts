import { routes, type AuthResponse, type LoginRequest } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return callEndpoint(routes.login, { body });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
