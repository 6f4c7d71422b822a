/**
 * Good news the login page gives when another page sends the user there (/login?notice=…): the account
 * pages end by asking the user to sign in.
 */
export const loginNotices = {
  'password-reset': 'Password reimpostata: accedi con la nuova password.',
  'account-enabled': 'Account attivato: accedi con il tuo nome utente e la password che hai scelto.',
} as const;

export type LoginNotice = keyof typeof loginNotices;

export const loginNoticeKeys = Object.keys(loginNotices) as [LoginNotice, ...LoginNotice[]];
