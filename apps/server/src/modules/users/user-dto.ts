import type { User } from '@app/contract';
import type { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** `frozen`: whether an admin froze the account (the freeze module knows; ask it). */
export function toUserDto(row: UserRow, frozen: boolean): User {
  return {
    id: row.id,
    tag: row.tag,
    email: row.email,
    address: row.address,
    photo: row.photo,
    is_verified: row.kycStatus === 'verified',
    kyc_status: row.kycStatus,
    role: row.role,
    frozen,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}
