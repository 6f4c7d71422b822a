import { tokenStorageKey } from '@portale/shared';

type TokenListener = (token: string | null) => void;

/**
 * While a staff user looks at the portal as a customer (impersonation), their own token waits here so
 * that the banner can take them back to it.
 */
const staffTokenStorageKey = 'portale-clienti.staff-token';

const listeners = new Set<TokenListener>();

export function getToken(): string | null {
  return localStorage.getItem(tokenStorageKey);
}

export function setToken(token: string): void {
  localStorage.setItem(tokenStorageKey, token);
}

/** Signing out forgets the session and, after an impersonation, the staff user's own session too. */
export function clearToken(): void {
  localStorage.removeItem(tokenStorageKey);
  localStorage.removeItem(staffTokenStorageKey);
}

export function rememberStaffToken(token: string): void {
  localStorage.setItem(staffTokenStorageKey, token);
}

/** The remembered staff token, forgotten as it is read. */
export function takeStaffToken(): string | null {
  const token = localStorage.getItem(staffTokenStorageKey);
  localStorage.removeItem(staffTokenStorageKey);
  return token;
}

function notifyFromStorageEvent(event: StorageEvent): void {
  if (event.key !== tokenStorageKey && event.key !== null) return;
  const token = getToken();
  for (const listener of listeners) listener(token);
}

/**
 * Calls `listener` when another tab of the portal signs in or out. Changes made by this tab are not
 * reported: the code that makes them also decides where to go next.
 */
export function subscribeToTokenChanges(listener: TokenListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notifyFromStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notifyFromStorageEvent);
  };
}
