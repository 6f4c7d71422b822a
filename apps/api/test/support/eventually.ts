/**
 * Asks until `check` holds, for at most two seconds: for what arrives on another connection, such as
 * PostgreSQL's change notices that clear the caches.
 */
export async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not seen within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
