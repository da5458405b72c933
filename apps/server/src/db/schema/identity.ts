import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.js';
import { users } from './accounts.js';

/** Files users upload (KYC documents). The bytes live in the storage adapter under `storageKey`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Judged from the content's magic bytes, never from the client's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Random, server-chosen; the client's file name never reaches the storage. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_storage_key_key').on(t.storageKey), index('uploads_owner_idx').on(t.ownerId)],
);

/** Identity verification submissions; the latest one per user is the current one. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bvn: text('bvn'),
    idDocumentId: uuid('id_document_id')
      .notNull()
      .references(() => uploads.id),
    proofOfAddressId: uuid('proof_of_address_id')
      .notNull()
      .references(() => uploads.id),
    /** What the KYC-check provider found, for the reviewer. */
    checkResult: jsonb('check_result').$type<Record<string, unknown>>(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    // At most one submission under review per user, whatever races.
    uniqueIndex('kyc_submissions_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('kyc_submissions_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

/** Every admin action: who did what to which object, when, and the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_actor_idx').on(t.actorId)],
);
