/**
 * The email-preferences link's contract, imported with the first call (LazyContract in
 * lib/api-client.ts): the user menu, on every signed-in page, does not build its zod schemas up front.
 */
export { emailPreferenceTokenContract } from '@portale/shared';
