export * from './api';
export * from './env';
export * from './fixtures';
export * from './ui';
export * from './identity';
export * from './axe';
export * from './keyboard';
export * from './payments';
