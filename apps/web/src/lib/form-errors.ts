import type { z } from 'zod';

/**
 * Italian messages for the checks the shared schemas make, for form resolvers:
 * `zodResolver(schema, { error: italianErrorMap })`.
 */
export const italianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Campo richiesto' : 'Valore non valido';
    case 'too_small':
      if (issue.origin !== 'string') return `Il valore minimo è ${String(issue.minimum)}`;
      return Number(issue.minimum) <= 1
        ? 'Campo richiesto'
        : `Inserisci almeno ${String(issue.minimum)} caratteri`;
    case 'too_big':
      if (issue.origin !== 'string') return `Il valore massimo è ${String(issue.maximum)}`;
      return `Inserisci al massimo ${String(issue.maximum)} caratteri`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Indirizzo email non valido' : 'Formato non valido';
    default:
      return 'Valore non valido';
  }
};
