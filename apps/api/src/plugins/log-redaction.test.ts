import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/user/first-access/abcDEF_123-x', '/api/user/first-access/[redacted]'],
    ['/api/user/reset-password/abc?x=1', '/api/user/reset-password/[redacted]?x=1'],
    ['/api/user/renew-password/abc', '/api/user/renew-password/[redacted]'],
    ['/email-preferences/abc', '/email-preferences/[redacted]'],
    ['/api/planning/calendar/abc-DEF_1.ics', '/api/planning/calendar/[redacted]'],
    ['/api/user/impersonate?secret=abc', '/api/user/impersonate?secret=[redacted]'],
    [
      '/api/emailpreference/preferences?x=1&token=abc&y=2',
      '/api/emailpreference/preferences?x=1&token=[redacted]&y=2',
    ],
    ['/enable-user?code=abc', '/enable-user?code=[redacted]'],
  ])('hides the code of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/user/portale?query=rossi&page=2')).toBe('/api/user/portale?query=rossi&page=2');
    expect(redactUrl('/api/planning/calendar-feed')).toBe('/api/planning/calendar-feed');
    expect(redactUrl('/api/user/send-reset-password?username=cliente.demo')).toBe(
      '/api/user/send-reset-password?username=cliente.demo',
    );
  });
});
