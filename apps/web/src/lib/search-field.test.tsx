import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field.tsx';
import { renderedMarkup, renderedText } from './testing/rendered-text.tsx';

const webSources = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the «Cerca» box', () => {
  it('is a search box labelled «Cerca» showing the words the list is searched by', () => {
    const markup = renderedMarkup(
      <SearchField value="padiglione" onSearch={() => {}} placeholder="Nome, cognome o ruolo" />,
    );
    expect(renderedText(<SearchField value={undefined} onSearch={() => {}} placeholder="Oggetto" />)).toBe(
      'Cerca',
    );
    expect(markup).toContain('type="search"');
    expect(markup).toContain('value="padiglione"');
    expect(markup).toContain('placeholder="Nome, cognome o ruolo"');
    expect(markup).toContain('maxLength="100"');
  });

  it('is the one every list uses: no other file draws its own', () => {
    const copies = sourceFiles(webSources)
      .filter((file) => /label="Cerca"/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(webSources, file));
    expect(copies).toEqual(['lib/search-field.tsx']);
  });
});
