/**
 * The sign-in and register forms' schemas, loaded on the first keystroke rather than with the
 * page: /auth paints and answers without building any schema (or downloading zod).
 */
export { loginRequest, registerForm } from '@app/contract';
