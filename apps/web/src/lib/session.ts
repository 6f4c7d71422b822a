import { tokenStorageKey } from '@portale/shared';

type TokenListener = (token: string | null) => void;

const listeners = new Set<TokenListener>();

export function getToken(): string | null {
  return localStorage.getItem(tokenStorageKey);
}

export function setToken(token: string): void {
  localStorage.setItem(tokenStorageKey, token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenStorageKey);
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
