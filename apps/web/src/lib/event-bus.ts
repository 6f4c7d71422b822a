type Listener = (payload: unknown) => void;

/**
 * A tiny in-page event bus: the real-time hub re-emits each Notify(name, payload) here, and the shell,
 * the notification panel and the pop-ups listen by name (SPEC.md section 7).
 */
export function createEventBus() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    emit(name: string, payload: unknown): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(payload);
        } catch (error) {
          console.error(`listener of ${name} failed`, error);
        }
      }
    },
    /** Listens to one name; returns the function that stops listening. */
    on(name: string, listener: Listener): () => void {
      const set = listeners.get(name) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(name, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(name);
      };
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

/** The page's bus for the hub's events. */
export const hubEvents = createEventBus();
