import type { VariationPreview, VariationRequest } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';

/** The fee before and after a draft request, month by month (the fee engine's, once it is wired). */
export function createVariationPreviewService() {
  return {
    async preview(
      auth: AuthContext,
      request: VariationRequest,
      excludedVariationId: number | null,
    ): Promise<VariationPreview> {
      void auth;
      void request;
      void excludedVariationId;
      throw new AppError('SERVICE_UNAVAILABLE');
    },
  };
}
export type VariationPreviewService = ReturnType<typeof createVariationPreviewService>;
