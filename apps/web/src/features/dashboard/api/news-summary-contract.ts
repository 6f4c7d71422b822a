/**
 * The «Novità» card's contract, imported with the first call (LazyContract in lib/api-client.ts): its
 * zod schemas are built in a task of their own when it arrives.
 */
export { myNewsContract } from '@portale/shared';
