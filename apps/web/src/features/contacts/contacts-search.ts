import { z } from 'zod';

/** The contacts page's search in the address bar; a value that makes no sense is dropped. */
export const contactsSearchSchema = z.object({
  query: z.string().trim().max(100).optional().catch(undefined),
});
