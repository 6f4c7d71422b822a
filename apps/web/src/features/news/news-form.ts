import {
  isCalendarDay,
  newsAudiences,
  newsBodyMaxLength,
  newsTitleMaxLength,
  romeClock,
  romeInstant,
  romeToday,
  type NewsFieldsInput,
  type NewsItem,
} from '@portale/shared';
import { z } from 'zod';
import { formatDate, formatTime } from '../../lib/format.ts';

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeMessage = 'Scrivi l’ora come 09:30';

/**
 * The «Nuova news» form: the window is typed as days and clock times in Italy and sent as instants
 * (toNewsFields). The checks are those of the API's schema (newsFieldsSchema), with the form's words.
 */
export const newsFormSchema = z
  .object({
    title: z.string().trim().min(1).max(newsTitleMaxLength),
    body: z.string().trim().min(1).max(newsBodyMaxLength),
    audience: z.enum(newsAudiences),
    customerCodes: z.array(z.string()),
    jobOrderIds: z.array(z.string()),
    fromDay: z.string().refine(isCalendarDay, 'Scegli il giorno'),
    fromTime: z.string().regex(clockTime, timeMessage),
    /** Empty: published until withdrawn. */
    toDay: z.string().refine((day) => day === '' || isCalendarDay(day), 'Scegli il giorno'),
    toTime: z.string(),
  })
  .superRefine((form, context) => {
    if (form.audience === 'CUSTOMERS' && form.customerCodes.length === 0)
      context.addIssue({ code: 'custom', path: ['customerCodes'], message: 'Scegli almeno un cliente' });
    if (form.audience === 'JOB_ORDERS' && form.jobOrderIds.length === 0)
      context.addIssue({ code: 'custom', path: ['jobOrderIds'], message: 'Scegli almeno una commessa' });
    if (form.toDay === '') return;
    if (!clockTime.test(form.toTime)) {
      context.addIssue({ code: 'custom', path: ['toTime'], message: timeMessage });
      return;
    }
    if (!isCalendarDay(form.fromDay) || !clockTime.test(form.fromTime)) return;
    if (romeInstant(form.toDay, form.toTime) <= romeInstant(form.fromDay, form.fromTime))
      context.addIssue({
        code: 'custom',
        path: ['toDay'],
        message: 'La fine della pubblicazione deve venire dopo l’inizio',
      });
  });
export type NewsFormValues = z.input<typeof newsFormSchema>;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const isoDayOf = (instant: string) => formatDate(instant).split('/').reverse().join('-');

/** A new item's form: published now, until withdrawn, for every customer; or an item's as it is. */
export function newsFormValues(item: NewsItem | null, now = new Date()): NewsFormValues {
  if (!item) {
    const { hour, minute } = romeClock(now);
    return {
      title: '',
      body: '',
      audience: 'ALL',
      customerCodes: [],
      jobOrderIds: [],
      fromDay: romeToday(now),
      fromTime: `${twoDigits(hour)}:${twoDigits(minute)}`,
      toDay: '',
      toTime: '23:59',
    };
  }
  return {
    title: item.title,
    body: item.body,
    audience: item.audience,
    customerCodes: item.customers.map((customer) => customer.customerCode),
    jobOrderIds: item.jobOrders.map((jobOrder) => jobOrder.jobOrderId),
    fromDay: isoDayOf(item.publishFrom),
    fromTime: formatTime(item.publishFrom),
    toDay: item.publishTo === null ? '' : isoDayOf(item.publishTo),
    toTime: item.publishTo === null ? '23:59' : formatTime(item.publishTo),
  };
}

/** What the API is sent: the window as instants, only the list of the audience chosen. */
export function toNewsFields(form: NewsFormValues): NewsFieldsInput {
  return {
    title: form.title.trim(),
    body: form.body.trim(),
    audience: form.audience,
    customerCodes: form.audience === 'CUSTOMERS' ? form.customerCodes : [],
    jobOrderIds: form.audience === 'JOB_ORDERS' ? form.jobOrderIds : [],
    publishFrom: romeInstant(form.fromDay, form.fromTime).toISOString(),
    publishTo: form.toDay === '' ? null : romeInstant(form.toDay, form.toTime).toISOString(),
  };
}
