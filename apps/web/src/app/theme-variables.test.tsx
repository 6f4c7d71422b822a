import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** The CSS variables Mantine's provider would write into the page for our theme, as it writes them. */
function variablesMantineWrites(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <span />
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="true">(.*?)<\/style>/gs)].map(
    (match) => match[1],
  );
  return styles.join('\n');
}

describe('the theme’s CSS variables', () => {
  it('are the ones Mantine computes from the theme (theme-variables.css is their copy)', () => {
    const copy = readFileSync(new URL('./theme-variables.css', import.meta.url), 'utf8');
    const withoutComment = copy.replace(/^\/\*[\s\S]*?\*\/\n/, '');
    expect(withoutComment.trim()).toBe(variablesMantineWrites().trim());
  });
});
