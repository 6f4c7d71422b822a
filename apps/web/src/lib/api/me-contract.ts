/**
 * The profile's contract, imported with the first call for the profile (LazyContract in
 * lib/api-client.ts): its zod schema stays off the first load, and a signed-in page that opens
 * directly builds only this schema, not the sign-in's too.
 */
export { meContract } from '@portale/shared';
