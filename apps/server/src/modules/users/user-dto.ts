import type { User } from '@app/contract';
import type { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    tag: row.tag,
    email: row.email,
    address: row.address,
    photo: row.photo,
    is_verified: row.kycStatus === 'verified',
    kyc_status: row.kycStatus,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}
