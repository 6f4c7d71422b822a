import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeTemplate } from '../../lib/sanitize-html.ts';

/** A notification's HTML template, sanitised with DOMPurify before it reaches the page. */
export function NotificationTemplate({ html, strong }: { html: string; strong?: boolean }) {
  const safe = useMemo(() => sanitizeTemplate(html), [html]);
  return (
    <Text
      component="span"
      display="block"
      size="sm"
      fw={strong ? 600 : 400}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
