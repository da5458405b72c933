import type { AuthResponse, LoginRequest, RegisterRequest } from '@app/contract';
import type { Config } from '../../config.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/pg-errors.js';
import type { Caller } from '../../http/define-route.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { toUserDto, type UserRow } from '../users/user-dto.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmitEvent } from '../../events/domain-events.js';
import { authErrors } from './auth.errors.js';
import { deviceName, isNewDevice } from './device.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import type { SessionCache } from './session-cache.js';
import type { SessionsRepository } from './sessions.repository.js';

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

/** Work other modules do inside the registration transaction (welcome note, balances, addresses). */
export type UserProvisioner = (tx: Tx, user: UserRow) => Promise<void>;

export interface AuthDeps {
  db: Db;
  config: Pick<
    Config,
    | 'SESSION_IDLE_MINUTES'
    | 'SESSION_ABSOLUTE_DAYS'
    | 'LOGIN_MAX_PER_IP'
    | 'LOGIN_MAX_PER_ACCOUNT'
    | 'LOGIN_WINDOW_SECONDS'
    | 'REGISTER_MAX_PER_IP'
  >;
  users: UsersRepository;
  sessions: SessionsRepository;
  rateLimiter: RateLimiter;
  provisioners: UserProvisioner[];
  /** Whether an admin froze the account (the freeze module): signing in says so. */
  isFrozen: (db: Executor, userId: string) => Promise<boolean>;
  /** Two-factor sign-in; without it, the password alone signs in. */
  secondFactor?: {
    isEnabled(userId: string): Promise<boolean>;
    /** Checks a code and uses it up. */
    verify(userId: string, code: string): Promise<boolean>;
  };
  /** Tells listeners (email) about each sign-in, inside its transaction. */
  emit?: EmitEvent;
  /** Live sessions seen lately (ADR 033); without it, every request asks the database. */
  cache?: SessionCache;
}

export function createAuthService(deps: AuthDeps) {
  const { db, config, users, sessions, rateLimiter } = deps;

  async function openSession(tx: Db | Tx, user: UserRow, client: ClientInfo): Promise<{ token: string; id: string }> {
    const token = newSessionToken();
    const session = await sessions.insert(tx, {
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_DAYS * 86_400_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512),
    });
    return { token, id: session.id };
  }

  const service = {
    /**
     * Creates an account with everything other modules attach to it, in one transaction.
     * Used by sign-up and by the admin and demo seeds.
     */
    async createAccount(
      input: {
        tag: string;
        email: string;
        password: string;
        role?: 'user' | 'admin';
        kycStatus?: UserRow['kycStatus'];
      },
      client?: ClientInfo,
    ): Promise<{ user: UserRow; token?: string }> {
      if (await users.findByTag(db, input.tag)) throw authErrors.tagTaken(input.tag);
      if (await users.findByEmail(db, input.email)) throw authErrors.emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          let user = await users.insert(tx, {
            tag: input.tag,
            email: input.email,
            passwordHash,
            role: input.role ?? 'user',
            kycStatus: input.kycStatus ?? 'none',
          });
          for (const provision of deps.provisioners) await provision(tx, user);
          if (!client) return { user };
          user = await users.touchLastLogin(tx, user.id);
          return { user, token: (await openSession(tx, user, client)).token };
        });
      } catch (error) {
        // Two sign-ups racing for the same tag or email: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('tag')) throw authErrors.tagTaken(input.tag);
        if (constraint?.includes('email')) throw authErrors.emailTaken();
        throw error;
      }
    },

    async register(input: RegisterRequest, client: ClientInfo): Promise<AuthResponse> {
      const ipHits = await rateLimiter.hit(`register:ip:${client.ip}`, 3600);
      if (ipHits.count > config.REGISTER_MAX_PER_IP) throw authErrors.tooManyRegistrations(ipHits.retryAfterSeconds);
      const { user, token } = await service.createAccount(input, client);
      return { token: token!, user: toUserDto(user, false) };
    },

    async login(input: LoginRequest, client: ClientInfo): Promise<AuthResponse> {
      const window = config.LOGIN_WINDOW_SECONDS;
      const ipHits = await rateLimiter.hit(`login:ip:${client.ip}`, window);
      if (ipHits.count > config.LOGIN_MAX_PER_IP) throw authErrors.tooManyAttempts(ipHits.retryAfterSeconds);
      const accountKey = `login:account:${input.email.toLowerCase()}`;
      // Every attempt is counted before its check, and a success clears the count: counting only
      // failures, after the slow password check, let concurrent guesses all pass a count read
      // before any of them had failed.
      const attempts = await rateLimiter.hit(accountKey, window);
      if (attempts.count > config.LOGIN_MAX_PER_ACCOUNT) throw authErrors.tooManyAttempts(attempts.retryAfterSeconds);

      const user = await users.findByEmail(db, input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) throw authErrors.invalidCredentials();
      if (deps.secondFactor && (await deps.secondFactor.isEnabled(user.id))) {
        // Asking for the code is not a failure; a wrong code is, so codes can't be brute-forced.
        if (!input.totp) {
          await rateLimiter.undo(accountKey);
          throw authErrors.totpRequired();
        }
        if (!(await deps.secondFactor.verify(user.id, input.totp))) throw authErrors.totpInvalid();
      }
      await rateLimiter.reset(accountKey);
      return db.transaction(async (tx) => {
        const fresh = await users.touchLastLogin(tx, user.id);
        const session = await openSession(tx, fresh, client);
        const device = deviceName(client.userAgent);
        const earlier = await sessions.earlierUserAgents(tx, user.id, session.id);
        await deps.emit?.(tx, {
          type: 'signed_in',
          userId: user.id,
          sessionId: session.id,
          newDevice: isNewDevice(device, earlier),
          device,
          ip: client.ip,
          at: new Date(),
        });
        return { token: session.token, user: toUserDto(fresh, await deps.isFrozen(tx, user.id)) };
      });
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(db, sessionId);
      deps.cache?.evict([sessionId]);
    },

    /** Resolves a bearer token to its caller; undefined when unknown, revoked or expired. */
    async authenticate(token: string): Promise<Caller | undefined> {
      const tokenHash = hashSessionToken(token);
      const cached = deps.cache?.get(tokenHash);
      if (cached) return cached;
      const mark = deps.cache?.mark();
      const found = await sessions.findLive(db, tokenHash, config.SESSION_IDLE_MINUTES);
      if (!found) return undefined;
      const session = { expiresAt: found.session.expiresAt, lastSeenAt: found.session.lastSeenAt };
      // Last-seen moves at most once a minute; skipping the write otherwise keeps reads read-only.
      if (Date.now() - session.lastSeenAt.getTime() > 60_000) {
        await sessions.touch(db, found.session.id);
        session.lastSeenAt = new Date();
      }
      const caller: Caller = { userId: found.user.id, sessionId: found.session.id, role: found.user.role };
      if (mark !== undefined) deps.cache!.set(tokenHash, caller, session, mark);
      return caller;
    },
  };
  return service;
}
export type AuthService = ReturnType<typeof createAuthService>;
