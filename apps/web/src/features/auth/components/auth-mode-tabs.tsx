import type { TabItem } from '../../../components/ui/tabs';

export type AuthMode = 'signin' | 'register';

export const authModeTabs: readonly TabItem<AuthMode>[] = [
  { value: 'signin', label: 'Sign In', testId: 'auth-tab-signin' },
  { value: 'register', label: 'Create Account', testId: 'auth-tab-register' },
];
