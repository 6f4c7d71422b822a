import { describe, expect, it } from 'vitest';
import {
  code,
  isoDay,
  listSearchSchema,
  oneOf,
  onOff,
  pageNumber,
  searchSchema,
  text,
} from './search-params.ts';

describe('search parameters', () => {
  it('keeps the parameters that pass their check and drops the others and unknown ones', () => {
    const schema = searchSchema({ query: text(5), tab: oneOf(['a', 'b']), late: onOff });
    expect(schema.parse({ query: '  casa  ', tab: 'c', late: true, other: 1 })).toEqual({
      query: 'casa',
      late: true,
    });
  });

  it('measures words after trimming them, and leaves codes as they are', () => {
    expect(text(3)(' abc ')).toBe('abc');
    expect(text(3)('abcd')).toBeUndefined();
    expect(text(3)(123)).toBeUndefined();
    expect(code(5)(' ab ')).toBe(' ab ');
    expect(code(3)('abcd')).toBeUndefined();
  });

  it('takes only real calendar days', () => {
    expect(isoDay('2028-02-29')).toBe('2028-02-29');
    expect(isoDay('2026-02-29')).toBeUndefined();
    expect(isoDay('2026-13-01')).toBeUndefined();
    expect(isoDay('2026-3-1')).toBeUndefined();
    expect(isoDay('0000-01-01')).toBeUndefined();
    expect(isoDay('1899-12-31')).toBeUndefined();
    expect(isoDay('2200-01-01')).toBeUndefined();
    expect(isoDay('1900-01-01')).toBe('1900-01-01');
  });

  it('takes whole page numbers from 1', () => {
    expect(pageNumber(2)).toBe(2);
    expect([0, 1.5, '2', 100_001].map(pageNumber)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('gives a sorted, paged list its words, order and page under the same names, beside its filters', () => {
    const schema = listSearchSchema(['name', 'date'], { late: onOff });
    expect(
      schema.parse({ query: ' casa ', late: true, sortBy: 'date', sortDirection: 'desc', page: 3, x: 1 }),
    ).toEqual({ query: 'casa', late: true, sortBy: 'date', sortDirection: 'desc', page: 3 });
    expect(schema.parse({ query: 'x'.repeat(101), sortBy: 'size', sortDirection: 'up', page: 0 })).toEqual(
      {},
    );
  });
});
