import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, renderMessageTemplate } from './message-template';

describe('renderMessageTemplate', () => {
  it('fills every occurrence of a known placeholder in subject and body', () => {
    const rendered = renderMessageTemplate(
      { subject: '{formName} {documentNo}', text: '<p>{documentNo}: <strong>{formName}</strong> ({documentNo})</p>' },
      { documentNo: 'AT-00012', formName: 'Kasmetinės atostogos' },
    );
    expect(rendered.subject).toBe('Kasmetinės atostogos AT-00012');
    expect(rendered.html).toBe('<p>AT-00012: <strong>Kasmetinės atostogos</strong> (AT-00012)</p>');
    expect(rendered.text).toBe('AT-00012: Kasmetinės atostogos (AT-00012)');
  });

  it('escapes values in the HTML but keeps the administrator’s markup', () => {
    const rendered = renderMessageTemplate(
      { subject: 'Re: {comment}', text: '<p><em>{comment}</em></p>' },
      { comment: '<script>alert("x")</script> & <b>bold</b>' },
    );
    expect(rendered.html).toBe('<p><em>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</em></p>');
    expect(rendered.html).not.toContain('<script>');
    // Text parts carry the value as it was typed: a mail client shows text as text.
    expect(rendered.text).toBe('<script>alert("x")</script> & <b>bold</b>');
    expect(rendered.subject).toBe('Re: <script>alert("x")</script> & <b>bold</b>');
  });

  it('escapes a value inside an attribute so it cannot leave the quotes', () => {
    const rendered = renderMessageTemplate(
      { subject: '', text: '<a href="{link}">open</a>' },
      { link: 'https://portal.test/x" onclick="evil()' },
    );
    expect(rendered.html).toBe('<a href="https://portal.test/x&quot; onclick=&quot;evil()">open</a>');
  });

  it('leaves unknown placeholders as typed, including names of object properties', () => {
    const rendered = renderMessageTemplate(
      { subject: '{unknown} {documentNo}', text: '<p>{constructor} {toString} {documentNo} {not a placeholder}</p>' },
      { documentNo: 'D-1' },
    );
    expect(rendered.subject).toBe('{unknown} D-1');
    expect(rendered.html).toBe('<p>{constructor} {toString} D-1 {not a placeholder}</p>');
  });

  it('does not fill placeholders that appear inside a value', () => {
    const rendered = renderMessageTemplate(
      { subject: '{comment}', text: '<p>{comment} {documentNo}</p>' },
      { comment: '{documentNo}', documentNo: 'D-1' },
    );
    expect(rendered.subject).toBe('{documentNo}');
    expect(rendered.html).toBe('<p>{documentNo} D-1</p>');
  });

  it('keeps the subject on one line whatever a value holds', () => {
    const rendered = renderMessageTemplate(
      { subject: 'Komentaras: {comment}', text: '' },
      { comment: 'pirma\r\nBcc: someone@example.test\nantra' },
    );
    expect(rendered.subject).toBe('Komentaras: pirma Bcc: someone@example.test antra');
    expect(rendered.subject).not.toMatch(/[\r\n]/);
  });

  it('turns a multi-line value into line breaks in the HTML', () => {
    const rendered = renderMessageTemplate(
      { subject: '', text: '<blockquote>{comment}</blockquote>' },
      { comment: 'Pirma eilutė\nAntra eilutė' },
    );
    expect(rendered.html).toBe('<blockquote>Pirma eilutė<br>Antra eilutė</blockquote>');
    expect(rendered.text).toBe('Pirma eilutė\nAntra eilutė');
  });

  it('drops a block an empty value left empty', () => {
    const rendered = renderMessageTemplate(
      { subject: '', text: '<p>Patvirtinta.</p><blockquote>{comment}</blockquote><p><em> {comment} </em></p>' },
      { comment: '' },
    );
    expect(rendered.html).toBe('<p>Patvirtinta.</p>');
  });

  it('treats a body without markup as plain text: escaped, with paragraphs and line breaks', () => {
    const rendered = renderMessageTemplate(
      { subject: '{formName}', text: 'Sveiki, {recipient},\n\nDokumentas „{formName}“ patvirtintas & išsaugotas.\nNuoroda: {link}' },
      { recipient: 'Jonas Jonaitis', formName: 'A < B', link: 'https://portal.test/documents/view/7' },
    );
    expect(rendered.html).toBe(
      '<p>Sveiki, Jonas Jonaitis,</p><p>Dokumentas „A &lt; B“ patvirtintas &amp; išsaugotas.<br>Nuoroda: https://portal.test/documents/view/7</p>',
    );
    expect(rendered.text).toBe(
      'Sveiki, Jonas Jonaitis,\n\nDokumentas „A < B“ patvirtintas & išsaugotas.\nNuoroda: https://portal.test/documents/view/7',
    );
  });
});

describe('htmlToText', () => {
  it('keeps the address of a link beside its label', () => {
    expect(htmlToText('<p><a href="https://portal.test/a?x=1&amp;y=2">Atidaryti</a></p>')).toBe(
      'Atidaryti (https://portal.test/a?x=1&y=2)',
    );
    expect(htmlToText('<a href="https://portal.test/a">https://portal.test/a</a>')).toBe('https://portal.test/a');
  });

  it('separates paragraphs and list items and decodes entities', () => {
    expect(htmlToText('<p>Vienas&nbsp;du</p><ul><li>a</li><li>b &#x17E; &#269;</li></ul><p>Pabaiga</p>')).toBe(
      'Vienas du\n\n- a\n- b ž č\n\nPabaiga',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});
