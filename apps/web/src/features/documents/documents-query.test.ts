import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { documentErrorMessage } from './document-errors.ts';
import { titleFromFilename } from './document-forms.ts';
import { documentSortValue, parseDocumentSortOption, toDocumentListQuery } from './documents-query.ts';
import { documentSearchSchema } from './documents-search.ts';

describe('the document lists in the address bar', () => {
  it('drops what makes no sense and keeps the rest', () => {
    expect(
      documentSearchSchema.parse({
        validity: 'expiring30',
        category: 'ricette',
        page: 0,
        siteCode: 'UB000004',
      }),
    ).toEqual({ validity: 'expiring30', siteCode: 'UB000004' });
  });

  it('asks the API for the newest first, and the customer filter only for staff', () => {
    const search = { customerCode: 'CL0001', query: 'durc' };
    expect(toDocumentListQuery(search, false)).toMatchObject({
      query: 'durc',
      sortBy: 'creationDate',
      sortDirection: 'desc',
      page: 1,
    });
    expect(toDocumentListQuery(search, false)).not.toHaveProperty('customerCode');
    expect(toDocumentListQuery(search, true)).toMatchObject({ customerCode: 'CL0001' });
  });

  it('sorts by the end of validity soonest first unless asked otherwise', () => {
    expect(documentSortValue({ sortBy: 'validUntil' })).toBe('validUntil:asc');
    expect(parseDocumentSortOption('downloads:desc')).toEqual({ sortBy: 'downloads', sortDirection: 'desc' });
  });

  it('never sends a period ending before it starts', () => {
    expect(toDocumentListQuery({ from: '2026-03-10', to: '2026-03-01' }, false)).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });
});

describe('the words of documents', () => {
  it('proposes a title from the file name', () => {
    expect(titleFromFilename('DUVRI-padiglione_A.pdf')).toBe('DUVRI padiglione A');
    expect(titleFromFilename('.pdf')).toBe('.pdf');
  });

  it('says what a 404 and a 410 mean', () => {
    const error = (code: string, status: number) => new ApiError({ message: code, status, body: { code } });
    expect(documentErrorMessage(error('DOCUMENT_NOT_FOUND', 404))).toMatch(/^File non trovato/);
    expect(documentErrorMessage(error('DOCUMENT_NO_LONGER_ASSOCIATED', 410))).toMatch(
      /^Il file non è più associato al tuo utente/,
    );
  });
});
