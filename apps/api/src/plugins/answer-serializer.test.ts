import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mySiteListResultSchema, type MySiteListResult } from '@portale/shared';
import { answerSerializerCompiler } from './answer-serializer.ts';

const writerOf = (schema: z.ZodType, checkAnswers: boolean) =>
  answerSerializerCompiler({ checkAnswers })({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const site: MySiteListResult['data'][number] = {
  siteCode: 'UB000001',
  siteName: 'Padiglione Nord',
  jobTaskId: 'C0001',
  jobTaskDescription: 'Pulizie',
  address: 'Via Roma 1',
  city: 'Milano',
  lastServiceDay: null,
  startHour: '08:00',
  endHour: null,
  operatingSegment: null,
  isOnDuty: true,
  img: null,
  lastService: null,
  atiManagersNames: ['Anna Bianchi'],
  dateFrom: '2026-01-01',
  dateTo: '2026-12-31',
  status: 'active',
  isExtended: false,
  latitude: 45.46,
  longitude: null,
};
const page: MySiteListResult = { data: [site], total: 1, sitesNumber: 3, publishedSitesNumber: 2 };

describe('answerSerializerCompiler', () => {
  it('writes an answer as zod encodes it, checked or not', () => {
    const zodText = JSON.stringify(z.encode(mySiteListResultSchema, page));
    expect(writerOf(mySiteListResultSchema, true)(page)).toBe(zodText);
    expect(writerOf(mySiteListResultSchema, false)(page)).toBe(zodText);
  });

  it('writes only the properties the contract names', () => {
    const withSecrets = { ...page, passwordHash: 'x', data: [{ ...site, customerCode: 'CL0002' }] };
    const text = writerOf(mySiteListResultSchema, false)(withSecrets);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('CL0002');
  });

  it('refuses an answer that strays from its contract where answers are checked', () => {
    const stray = { ...page, total: 'uno' };
    expect(() => writerOf(mySiteListResultSchema, true)(stray)).toThrow(ResponseSerializationError);
  });
});
