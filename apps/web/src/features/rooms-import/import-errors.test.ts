import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { importErrorMessage, noFormulaMessage, rejectedImportResult } from './import-errors.ts';

const refused = (status: number, body: ApiError['body']) => new ApiError({ message: 'x', status, body });

describe('importErrorMessage', () => {
  it('says the reasons the server gives for the file, as sentences', () => {
    const error = refused(400, {
      code: 'SITE_IMPORT_FILE_NOT_VALID',
      fields: [{ path: 'file', message: 'Mancano le colonne «Piano» nella prima riga del primo foglio' }],
    });
    expect(importErrorMessage(error)).toBe('Mancano le colonne «Piano» nella prima riga del primo foglio.');
  });

  it('says a file refused without a reason is not a spreadsheet, a site without formula needs one', () => {
    expect(importErrorMessage(refused(400, { code: 'SITE_IMPORT_FILE_NOT_VALID' }))).toBe(
      'Il file non è un foglio Excel valido.',
    );
    expect(importErrorMessage(refused(440, { code: 'SITE_IMPORT_NO_FORMULA' }))).toBe(noFormulaMessage);
    expect(importErrorMessage(refused(413, { code: 'PAYLOAD_TOO_LARGE' }))).toBe('Il file supera i 20 MB.');
  });

  it('says another import of the site is running, or that imports came too fast', () => {
    expect(importErrorMessage(refused(409, { code: 'SITE_IMPORT_RUNNING' }))).toBe(
      'È già in corso un’importazione dei locali di questa ubicazione: attendi che finisca e riprova.',
    );
    expect(importErrorMessage(refused(429, { code: 'TOO_MANY_REQUESTS' }))).toBe(
      'Hai fatto molte importazioni in pochi istanti: attendi un minuto e riprova.',
    );
  });
});

describe('rejectedImportResult', () => {
  it('finds the result of an import refused for its rejected rows, and nothing in other errors', () => {
    expect(rejectedImportResult(refused(400, { code: 'SITE_IMPORT_FILE_NOT_VALID' }))).toBeNull();
    expect(rejectedImportResult(refused(400, { code: 'X', importResult: { rejected: 'two' } }))).toBeNull();
    expect(rejectedImportResult(new Error('boom'))).toBeNull();
  });
});
