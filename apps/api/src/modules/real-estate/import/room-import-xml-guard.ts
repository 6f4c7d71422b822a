import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { fileNotValid, italianCount } from './room-import-refusal.ts';

/** The most characters Excel puts in one cell. */
export const excelCellCharacters = 32_767;
/** A text, a tag, or a cell's texts together: a full cell of Excel's with every character escaped. */
const maxRun = excelCellCharacters * 6;
/** A row's texts together: more than any row of rooms, or of any sheet a person fills in, holds. */
const maxRowText = 1024 * 1024;

const tooLong = () =>
  fileNotValid(
    'file',
    `Il file contiene un testo di oltre ${italianCount(excelCellCharacters)} caratteri, più di quanti Excel ne metta in una cella: non è un foglio dei locali`,
  );
const rowTooLong = () =>
  fileNotValid(
    'file',
    `Una riga del file ha oltre ${italianCount(maxRowText)} caratteri: non è un foglio dei locali`,
  );
const notFromExcel = () =>
  fileNotValid(
    'file',
    'Il file contiene XML che Excel non scrive (una dichiarazione <!…>): aprilo in Excel e salvalo di nuovo',
  );

/**
 * A part's XML decoded to text on its way to the XML parser, refused before the parser holds what no
 * spreadsheet of Excel's has: a text or a tag longer than a full cell, a cell (`<c>`) or a row
 * (`<row>`) whose texts together pass their limit, and any `<!` (a DOCTYPE, a comment, CDATA). The
 * parsers (saxes, under exceljs too) keep a text whole until its end, and exceljs adds up a cell's
 * texts: without this a single cell of the file's 200 MB would be held whole. It reads the XML only as
 * far as that needs: where a tag starts and ends (quotes included), and the tag's name.
 */
export function guardedXml(): Transform {
  const decoder = new StringDecoder('utf8');
  let inTag = false;
  /** The quote an attribute's value is open with, inside a tag. */
  let quote = '';
  /** The tag's name as read so far; null once read. */
  let name: string | null = null;
  /** Characters of the current text or tag. */
  let run = 0;
  let cellText = 0;
  let rowText = 0;
  const tagEnd = /["'>]/g;

  const count = (characters: number, isText: boolean) => {
    run += characters;
    if (run > maxRun) throw tooLong();
    if (!isText) return;
    cellText += characters;
    rowText += characters;
    if (cellText > maxRun) throw tooLong();
    if (rowText > maxRowText) throw rowTooLong();
  };

  const nameRead = (tagName: string) => {
    if (tagName === 'c' || tagName === '/c') cellText = 0;
    if (tagName === 'row' || tagName === '/row') rowText = 0;
    name = null;
  };

  function scan(text: string) {
    let at = 0;
    while (at < text.length) {
      if (!inTag) {
        const open = text.indexOf('<', at);
        count((open === -1 ? text.length : open) - at, true);
        if (open === -1) return;
        inTag = true;
        run = 0;
        name = '';
        at = open + 1;
      } else if (name !== null) {
        const char = text.charAt(at);
        if (name === '' && char === '!') throw notFromExcel();
        if (/[\s>]/.test(char) || (char === '/' && name !== '') || name.length > 4) {
          nameRead(name);
        } else {
          name += char;
          count(1, false);
          at += 1;
        }
      } else if (quote !== '') {
        const close = text.indexOf(quote, at);
        const end = close === -1 ? text.length : close + 1;
        count(end - at, false);
        if (close !== -1) quote = '';
        at = end;
      } else {
        tagEnd.lastIndex = at;
        const found = tagEnd.exec(text);
        const end = found ? found.index + 1 : text.length;
        count(end - at, false);
        at = end;
        if (found?.[0] === '>') {
          inTag = false;
          run = 0;
        } else if (found) {
          quote = found[0];
        }
      }
    }
  }

  return new Transform({
    // The text goes on as strings, decoded across chunks (a character may straddle two).
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.write(chunk);
      try {
        scan(text);
      } catch (error) {
        return done(error as Error);
      }
      done(null, text === '' ? undefined : text);
    },
    flush(done) {
      const text = decoder.end();
      try {
        scan(text);
      } catch (error) {
        return done(error as Error);
      }
      done(null, text === '' ? undefined : text);
    },
  });
}
