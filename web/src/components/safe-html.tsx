import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  /** HTML from the server (already sanitised there; sanitised again here, SECURITY.md). */
  html: string;
  className?: string;
}

// Tags and attributes an HR message needs: text formatting, lists, links, tables. Everything else
// (scripts, styles, forms, frames, event handlers) is dropped.
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links leave the portal in a new tab without handing it the opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The HTML after the client-side allowlist sanitiser. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}

/**
 * The ONE place in the client that renders HTML (SECURITY.md): every other text renders as text.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
