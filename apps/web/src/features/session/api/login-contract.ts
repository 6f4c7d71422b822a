/**
 * The sign-in's contract, imported with the first attempt (LazyContract in lib/api-client.ts): its zod
 * schemas stay off the login page's first load.
 */
export { loginContract } from '@portale/shared';
