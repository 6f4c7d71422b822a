import type { AuthContext } from './auth-context.ts';

/**
 * Who a write is recorded against. In a session opened through an impersonation link the signed-in user
 * is the customer, but what is written is the staff user's doing: every repository that stores an
 * author stores the impersonator beside it (an `impersonator_user_id` column next to each author
 * column), and read models name them both ("Mario Rossi per conto di Giulia Bianchi").
 */
export type Authorship = {
  /** The signed-in user: the customer whose data it is. */
  authorUserId: string;
  /** The staff user acting for them (impersonation), or null when the author wrote it themselves. */
  impersonatorUserId: string | null;
};

export const authorshipOf = (auth: AuthContext): Authorship => ({
  authorUserId: auth.userId,
  impersonatorUserId: auth.impersonatorUserId ?? null,
});
