/** Session tokens share the generator and digest of every other secret (plugins/tokens.ts). */
export { generateToken, hashToken } from '../../plugins/tokens.ts';
