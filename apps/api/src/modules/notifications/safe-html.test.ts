import { describe, expect, it } from 'vitest';
import { html, textToHtml } from './safe-html.ts';

describe('html', () => {
  it('keeps the literal markup and escapes every value', () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(html`Nuovo documento: <strong>${name}</strong>`.html).toBe(
      'Nuovo documento: <strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</strong>',
    );
  });

  it('escapes quotes and ampersands inside attributes', () => {
    expect(html`<span title="${`a" onclick='x' & b`}">t</span>`.html).toBe(
      '<span title="a&quot; onclick=&#39;x&#39; &amp; b">t</span>',
    );
  });

  it('nests templates without escaping them twice', () => {
    const code = html`<strong>${'SEG-1 & 2'}</strong>`;
    expect(html`Segnalazione ${code} chiusa (${3} giorni)`.html).toBe(
      'Segnalazione <strong>SEG-1 &amp; 2</strong> chiusa (3 giorni)',
    );
  });

  it('does not treat a plain object with an html field from outside as safe markup', () => {
    // Only values typed as SafeHtml come from html``; a string is always escaped.
    expect(html`${'{"html":"<b>"}'}`.html).toBe('{&quot;html&quot;:&quot;&lt;b&gt;&quot;}');
  });
});

describe('textToHtml', () => {
  it('escapes the text and keeps its line breaks', () => {
    expect(textToHtml('Gentile cliente,\r\nil servizio <b>riprende</b>\nlunedì').html).toBe(
      'Gentile cliente,<br>il servizio &lt;b&gt;riprende&lt;/b&gt;<br>lunedì',
    );
  });
});
