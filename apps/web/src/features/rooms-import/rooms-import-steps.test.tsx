import { MantineProvider } from '@mantine/core';
import type { RoomImportResult } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImportChanges } from './components/import-changes.tsx';
import { SiteImport } from './components/site-import.tsx';

/** What a user reads on the page, tags and attributes left out. */
function textOf(node: ReactNode) {
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  );
  return { markup, text: markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ') };
}

describe('the import of a site not started yet', () => {
  const page = () => textOf(<SiteImport siteCode="UB000042" jobTaskId="C0042" siteStart="2099-03-01" />);

  it('takes effect by default on the site’s first day, not today', () => {
    expect(page().markup).toMatch(/<input[^>]*value="01\/03\/2099"/);
  });

  it('says the template holds the rooms the site will have when it starts', () => {
    expect(page().text).toContain(
      'i locali che l’ubicazione avrà quando inizia, il 01/03/2099 (se non ne ha ancora, il foglio è vuoto)',
    );
  });
});

describe('the check step’s changes', () => {
  const totals = { rooms: 0, openRooms: 0, area: 0, openArea: 0, equivalentOpenArea: 0 };
  const change = (kind: 'added' | 'closed', roomIdentifier: string, detail: string) => ({
    kind,
    roomIdentifier,
    roomName: `Ufficio ${roomIdentifier}`,
    details: [detail],
  });
  const result: RoomImportResult = {
    importedRooms: 1,
    importedFloors: 0,
    importedBuildings: 0,
    siteName: 'Sede centrale',
    errors: {},
    importId: '6f1c2a9e-5b7d-4c1e-8f3a-2d4b6c8e0a1b',
    dryRun: true,
    effectiveFrom: '2026-12-01',
    rowsRead: 1,
    added: 1,
    changed: 0,
    closed: 2,
    unchanged: 0,
    rejected: 0,
    before: totals,
    after: totals,
    changes: [
      change('closed', 'C-001', 'Non è nel file: chiuso dal 01/12/2026'),
      change('closed', 'C-002', 'Non è nel file: chiuso dal 01/12/2026'),
      change('added', 'N-001', 'Sede, piano Piano terra; 10,00 m²'),
    ],
  };

  it('lists the rooms the import would close, apart and before the other changes', () => {
    const { text } = textOf(<ImportChanges result={result} />);
    const closures = text.indexOf('I locali assenti dal file, da chiudere');
    const others = text.indexOf('Le modifiche');
    expect(closures).toBeGreaterThanOrEqual(0);
    expect(others).toBeGreaterThan(closures);
    const closing = text.slice(closures, others);
    expect(closing).toContain('Ufficio C-001');
    expect(closing).toContain('Ufficio C-002');
    expect(closing).not.toContain('N-001');
    expect(text.slice(others)).toContain('Ufficio N-001');
  });

  it('says when it lists only the first closures', () => {
    const { text } = textOf(<ImportChanges result={{ ...result, closed: 1_250 }} />);
    expect(text).toContain('I locali assenti dal file, da chiudere Sono elencati i primi 2 di 1.250.');
  });
});
