import { endpoints } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { FreezeService } from '../freeze/freeze.service.js';
import { toUserDto } from './user-dto.js';
import type { UsersRepository } from './users.repository.js';

export const usersRoutes =
  (db: Db, users: UsersRepository, freeze: Pick<FreezeService, 'isFrozen'>): RouteRegistrar =>
  (route) => {
    route(endpoints.profile, async ({ caller }) => {
      const row = await users.findById(db, caller.userId);
      if (!row) throw notFound('User');
      return toUserDto(row, await freeze.isFrozen(db, row.id));
    });
  };
