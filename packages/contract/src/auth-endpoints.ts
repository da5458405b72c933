import type { Endpoint } from './endpoints.js';
import { authResponse, loginRequest, okResponse, registerRequest, user } from './user.js';

/** Signing up and in, and the signed-in user. Spread into `endpoints`. */
export const authEndpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account',
    tag: 'auth',
    access: 'public',
    body: registerRequest,
    response: authResponse,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in',
    tag: 'auth',
    access: 'public',
    body: loginRequest,
    response: authResponse,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the current session',
    tag: 'auth',
    access: 'user',
    response: okResponse,
  },
  profile: {
    method: 'GET',
    path: '/users/profile',
    summary: 'The signed-in user',
    tag: 'users',
    access: 'user',
    response: user,
  },
} as const satisfies Record<string, Endpoint>;
