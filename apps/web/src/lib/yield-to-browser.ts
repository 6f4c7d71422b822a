/**
 * Resolves in a later task of the browser's event loop: what follows runs after the browser has
 * painted and answered input, instead of in the same long task as what came before.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
