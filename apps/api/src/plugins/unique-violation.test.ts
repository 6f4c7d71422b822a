import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or down its causes, and nothing else', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(
      isUniqueViolation(new Error('Failed query', { cause: new Error('wrapped', { cause: driverError }) })),
    ).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
