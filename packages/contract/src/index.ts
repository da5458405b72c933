export * from './errors.js';
export * from './validation.js';
export * from './money.js';
export * from './user.js';
export * from './notifications.js';
export * from './health.js';
export * from './endpoints.js';
