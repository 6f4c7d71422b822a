// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderInDom } from '../../../lib/testing/render-in-dom.tsx';
import { DetailLoadState } from './detail-load-state.tsx';

const query = (error: ApiError) => ({ error, refetch: () => undefined, isFetching: false });

describe('a billing document’s page opened by a link that leads nowhere', () => {
  it('says the document was not found, not «Controlla i dati inseriti», for a code not well formed', () => {
    renderInDom(
      <DetailLoadState
        query={query(new ApiError({ message: 'x', status: 400, body: { code: 'VALIDATION' } }))}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Documento non trovato' })).toBeTruthy();
    expect(screen.queryByText(/Controlla i dati inseriti/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});
