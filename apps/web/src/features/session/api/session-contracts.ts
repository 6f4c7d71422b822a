/**
 * The contracts of the first screen's calls, imported with their first call (LazyContract in
 * lib/api-client.ts): their zod schemas stay off the login page's first load.
 */
export { loginContract, meContract } from '@portale/shared';
