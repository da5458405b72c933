import { routes, type AuthResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export interface RegisterInput {
  tag: string;
  email: string;
  password: string;
}

/** The server assigns deposit addresses, so no client-generated address is sent. */
export function register(body: RegisterInput): Promise<AuthResponse> {
  return callEndpoint(routes.register, { body });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
