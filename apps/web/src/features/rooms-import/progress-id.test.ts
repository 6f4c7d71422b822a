import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { newProgressId } from './progress-id.ts';

describe('newProgressId', () => {
  it('makes UUIDs the import accepts, a different one each time', () => {
    const ids = Array.from({ length: 50 }, newProgressId);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
