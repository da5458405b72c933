import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { BeneficiariesService } from './beneficiaries.service.js';

export const beneficiariesRoutes =
  (beneficiaries: BeneficiariesService): RouteRegistrar =>
  (route) => {
    route(endpoints.beneficiaries, ({ caller, query }) => beneficiaries.list(caller.userId, query.kind));
    route(endpoints.createBeneficiary, async ({ caller, body, reply }) => {
      const { beneficiary, created } = await beneficiaries.save(caller.userId, body);
      reply.status(created ? 201 : 200);
      return beneficiary;
    });
    route(endpoints.deleteBeneficiary, async ({ caller, params }) => {
      await beneficiaries.remove(caller.userId, params.id);
      return { ok: true as const };
    });
  };
