import { z } from 'zod';

/** PostgreSQL refuses the NUL character in text: such input is a 400, never a database error. */
const withoutNul = (value: string) => !value.includes('\u0000');
const nulMessage = 'contains a character that is not allowed';

/** Free text of a form: trimmed, within its lengths, storable. */
export const formText = (max: number, min = 1) =>
  z.string().trim().min(min).max(max).refine(withoutNul, nulMessage);

/** A code or id from a filter or picker (site, customer, job order). */
export const codeText = (max: number) => z.string().trim().max(max).refine(withoutNul, nulMessage);

/** Words searched case-insensitively (at most 100 characters). */
export const searchText = () => codeText(100).optional();
