import type { VariationsItem } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { VariationsRepository } from './variations.repository.ts';

/** Richieste di variazione: what the caller's customer may see, never another customer's. */
export function createVariationsService(deps: { repository: VariationsRepository }) {
  const { repository } = deps;
  return {
    async listMine(auth: AuthContext): Promise<VariationsItem[]> {
      if (auth.kind !== 'customer' || auth.customerCode === null) return [];
      return repository.findForCustomer(auth.customerCode);
    },
  };
}

export type VariationsService = ReturnType<typeof createVariationsService>;
