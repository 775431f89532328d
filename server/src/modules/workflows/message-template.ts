// Rendering of message templates (admin data, SECURITY.md "templates are admin data, rendered without
// code"): `{name}` placeholders are replaced by values and nothing else is interpreted. The template
// body is HTML written by an administrator (or plain text, whose line breaks become paragraphs); the
// values come from documents and people, so they are always escaped in the HTML.

export interface MessageTemplateText {
  subject: string;
  text: string;
}

export interface RenderedMessage {
  /** One line of plain text: mail header and in-app subject (rendered as text, never as HTML). */
  subject: string;
  /** The body as HTML, values escaped; still to be sanitised by the caller's allowlist. */
  html: string;
  /** The body as plain text, for the text part of a mail. */
  text: string;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const HAS_MARKUP = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Replaces every known `{name}`; an unknown placeholder stays as the administrator typed it. */
function fill(
  template: string,
  values: Readonly<Record<string, string>>,
  literal: (part: string) => string,
  value: (part: string) => string,
): string {
  let result = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) continue;
    result += literal(template.slice(last, match.index)) + value(values[name]!);
    last = match.index + match[0].length;
  }
  return result + literal(template.slice(last));
}

/** Escaped for HTML; a value's own line breaks (a multi-line comment) survive as <br>. */
function htmlValue(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** Whether a template body is HTML (else plain text, whose line breaks become paragraphs). */
export function hasMarkup(text: string): boolean {
  return HAS_MARKUP.test(text);
}

function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A readable text part from the (simple, allowlisted) HTML of a message: links keep their address. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_anchor, href: string, label: string) => {
        const labelText = label.replace(/<[^>]*>/g, '').trim();
        return labelText === '' || labelText === href ? href : `${labelText} (${href})`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<\/(p|h[1-6]|div|blockquote|ul|ol|table)>/gi, '\n\n')
      .replace(/<\/(li|tr)>/gi, '\n')
      .replace(/<\/t[dh]>/gi, '\t')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// A block left empty by an empty value (`<blockquote>{comment}</blockquote>` without a comment) is dropped.
const EMPTY_ELEMENT = /<(p|blockquote|li|strong|em|b|i|u|span)>\s*<\/\1>/gi;

function dropEmptyElements(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(EMPTY_ELEMENT, '');
  } while (current !== previous);
  return current;
}

/** Fills a template in both forms: HTML (values escaped) and plain text; the subject as one line. */
export function renderMessageTemplate(template: MessageTemplateText, values: Readonly<Record<string, string>>): RenderedMessage {
  // Line breaks in a subject would end a mail header early: the subject is one line whatever it holds.
  const subject = fill(
    template.subject,
    values,
    (part) => part,
    (value) => value,
  )
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const html = dropEmptyElements(
    hasMarkup(template.text)
      ? fill(template.text, values, (part) => part, htmlValue)
      : plainTextToHtml(fill(template.text, values, escapeHtml, escapeHtml)),
  );
  return { subject, html, text: htmlToText(html) };
}
