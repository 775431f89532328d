import sanitizeHtml from 'sanitize-html';

// Message bodies are HTML. They are sanitised against an allowlist when written and again when read
// (SECURITY.md): a body that reached the table some other way still never carries script to a client.
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open apart from the portal and cannot reach back into it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeMessageBody(html: string): string {
  return sanitizeHtml(html, allowlist);
}
