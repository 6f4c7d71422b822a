import { loginRequestSchema, type LoginRequest } from '@portale/shared';
import { italianErrorMap } from '../../lib/form-errors.ts';

export type CredentialErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The server's rule for the credentials (the contract's loginRequestSchema) in the form's Italian: the
 * credentials as they are sent (the username trimmed) when they pass, and the first message of each
 * field that does not. The login form imports this module on its first submit: zod stays off the first
 * screen.
 */
export function checkCredentials(values: LoginRequest) {
  const result = loginRequestSchema.safeParse(values, { error: italianErrorMap });
  const errors: CredentialErrors = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path[0] as keyof LoginRequest] ??= issue.message;
  }
  return { credentials: result.data, errors };
}
