/**
 * The sign-out's contract, imported with the first call (LazyContract in lib/api-client.ts): the shell
 * every signed-in page draws does not build the session's zod schemas for a button seldom pressed.
 */
export { logoutContract } from '@portale/shared';
