import { describe, expect, it } from 'vitest';
import { pgArray } from './pg-array.ts';

describe('pgArray', () => {
  it('quotes each value and escapes quotes and backslashes', () => {
    expect(pgArray(['UB0001', 'a"b', 'c\\d', 'e,f'])).toBe('{"UB0001","a\\"b","c\\\\d","e,f"}');
    expect(pgArray([])).toBe('{}');
    expect(pgArray([1, 2])).toBe('{"1","2"}');
  });
});
