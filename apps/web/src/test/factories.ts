import type { User } from '@app/contract';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tag: 'ada',
    email: 'ada@example.com',
    address: null,
    photo: null,
    is_verified: true,
    kyc_status: 'verified',
    role: 'user',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    last_login: null,
    ...overrides,
  };
}
