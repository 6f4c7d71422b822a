import type { PDFFont } from 'pdf-lib';

/**
 * Text for the PDFs drawn with pdf-lib's standard fonts (the quality reports, the equipment labels):
 * what those fonts can write, and lines that fit a width.
 */

/** The characters the standard fonts' WinAnsi encoding holds beyond Latin-1. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** A text the standard fonts can write: other characters become «?», line breaks spaces. */
export function winAnsiText(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char))
        return char;
      return char === '−' ? '-' : '?';
    })
    .join('');
}

/** Splits a text into lines no wider than `maxWidth`, at spaces, breaking a word too long for a line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** The text, cut and ended with «…» when it is wider than `maxWidth`. */
export function truncate(text: string, font: PDFFont, size: number, maxWidth: number): string {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  if (fits(text)) return text;
  let cut = text.length - 1;
  while (cut > 0 && !fits(`${text.slice(0, cut).trimEnd()}…`)) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/** The text on at most `count` lines no wider than `maxWidth`, the last one truncated. */
export function fewLines(
  text: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
  count: number,
): string[] {
  const lines = wrapText(text, font, size, maxWidth);
  if (lines.length <= count) return lines;
  return [...lines.slice(0, count - 1), truncate(lines.slice(count - 1).join(' '), font, size, maxWidth)];
}
