import { escapeHtml } from '../../plugins/mail.ts';

declare const safeHtmlBrand: unique symbol;

/**
 * HTML that is safe to store as a notification template: its markup comes only from the literal parts
 * of an `html` template written in the code, and every value in it was escaped. A plain string cannot
 * be passed where SafeHtml is expected, so a value from a user or the database is never stored raw.
 */
export type SafeHtml = { readonly html: string; readonly [safeHtmlBrand]: true };

const wrap = (value: string) => ({ html: value }) as SafeHtml;

const isSafeHtml = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && typeof (value as { html?: unknown }).html === 'string';

/**
 * A tagged template: `html\`La segnalazione <strong>${code}</strong> è stata presa in carico\``. The
 * literal parts are kept as written; each interpolated string or number is escaped; a SafeHtml value
 * (another `html` template) is inserted as it is.
 */
export function html(parts: TemplateStringsArray, ...values: (string | number | SafeHtml)[]): SafeHtml {
  let result = parts[0] ?? '';
  values.forEach((value, index) => {
    result += isSafeHtml(value) ? value.html : escapeHtml(String(value));
    result += parts[index + 1] ?? '';
  });
  return wrap(result);
}

/** Plain text as HTML: escaped, each line break kept as <br>. */
export const textToHtml = (text: string): SafeHtml =>
  wrap(
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>'),
  );
