import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { PreferencesService } from './preferences.service.js';

export const preferencesRoutes =
  (service: PreferencesService): RouteRegistrar =>
  (route) => {
    route(endpoints.preferences, ({ caller }) => service.get(caller.userId));
    route(endpoints.updatePreferences, ({ caller, body }) => service.update(caller.userId, body));
  };
