import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email.tsx';
import { renderedMarkup } from './testing/rendered-text.tsx';

describe('an email in a narrow column', () => {
  it('may break after its @ and its dots only', () => {
    const markup = renderedMarkup(<BreakableEmail email="giulia.bianchi@ao-santalucia.it" />);
    const part = (text: string) => `<span style="white-space:nowrap">${text}</span>`;
    expect(markup).toContain(
      [part('giulia.'), part('bianchi@'), part('ao-santalucia.'), part('it')].join('<wbr/>'),
    );
  });
});
