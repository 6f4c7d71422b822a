import DOMPurify from 'dompurify';

/**
 * Notification templates are HTML built by the server from escaped values; they are sanitised again
 * before rendering, keeping only inline text formatting (no blocks, links, images, styles or
 * attributes), so a template can sit inside a clickable item.
 */
export function sanitizeTemplate(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small'],
    ALLOWED_ATTR: [],
  });
}
