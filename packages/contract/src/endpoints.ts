import type { z } from 'zod';
import { healthResponse } from './health.js';
import { idParam, notificationList } from './notifications.js';
import { authResponse, loginRequest, okResponse, registerRequest, user } from './user.js';

export type Access = 'public' | 'user' | 'admin';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path under /api, e.g. `/notifications/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Money-moving POSTs take an `Idempotency-Key` header. */
  idempotent?: boolean;
}

/**
 * Every endpoint of the API. The server registers handlers against these entries and builds
 * the OpenAPI document from them, so the document cannot drift from the code.
 */
export const endpoints = {
  health: { method: 'GET', path: '/health', summary: 'Service and database health', tag: 'system', access: 'public', response: healthResponse },
  register: { method: 'POST', path: '/auth/register', summary: 'Create an account', tag: 'auth', access: 'public', body: registerRequest, response: authResponse },
  login: { method: 'POST', path: '/auth/login', summary: 'Sign in', tag: 'auth', access: 'public', body: loginRequest, response: authResponse },
  logout: { method: 'POST', path: '/auth/logout', summary: 'Revoke the current session', tag: 'auth', access: 'user', response: okResponse },
  profile: { method: 'GET', path: '/users/profile', summary: 'The signed-in user', tag: 'users', access: 'user', response: user },
  unreadNotifications: { method: 'GET', path: '/notifications/unread', summary: 'Unread notifications, newest first', tag: 'notifications', access: 'user', response: notificationList },
  markNotificationRead: { method: 'PUT', path: '/notifications/:id', summary: 'Mark one notification read', tag: 'notifications', access: 'user', params: idParam, response: okResponse },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
