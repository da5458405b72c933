import type { TagLookupResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { splitErrors } from './split.errors.js';

/** Enough for checking recipients as they are typed (debounced), too few to walk the tag space. */
const LOOKUP_WINDOW_SECONDS = 60;
const LOOKUP_MAX_PER_WINDOW = 60;

/**
 * Whether a tag belongs to someone, and how they spell it. Tags are public handles (shown as
 * @tag); nothing else about the user (email, id, name) is revealed.
 */
export function createTagLookup(deps: { db: Db; users: UsersRepository; rateLimiter: RateLimiter }) {
  return async (callerId: string, tag: string): Promise<TagLookupResult> => {
    const hits = await deps.rateLimiter.hit(`tag-lookup:${callerId}`, LOOKUP_WINDOW_SECONDS);
    if (hits.count > LOOKUP_MAX_PER_WINDOW) throw splitErrors.lookupTooOften(hits.retryAfterSeconds);
    const user = await deps.users.findByTag(deps.db, tag);
    return user ? { tag: user.tag, exists: true } : { tag, exists: false };
  };
}
export type TagLookup = ReturnType<typeof createTagLookup>;
