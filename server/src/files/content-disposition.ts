/** The name a download falls back to when nothing of its own name survives. */
const FALLBACK_NAME = 'file';

// Controls and the bidirectional overrides never belong in a name, whatever the row holds (stored
// names are cleaned on upload, but ERP documents and old rows came another way).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Characters RFC 5987 lets stand unencoded in an ext-value (attr-char); everything else is percent-encoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function percentEncoded(name: string): string {
  let encoded = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded += byte < 0x80 && ATTR_CHAR.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * The plain `filename` for clients that ignore `filename*`: Lithuanian (and other accented) letters
 * lose their marks (ą → a, š → s), anything else outside printable ASCII becomes '_', and so do the
 * quote and backslash of the quoted string, '%', which some browsers decode, and ';', which careless
 * parsers take for the end of the value.
 */
function asciiFallback(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return plain.trim() === '' ? FALLBACK_NAME : plain;
}

/**
 * `Content-Disposition: attachment` naming the file (RFC 6266): a quoted ASCII `filename` and the
 * exact name as UTF-8 in `filename*` (RFC 5987), which browsers prefer. Nothing of the name can
 * end the header or add a parameter: the quoted value holds no quote, backslash or control
 * character, and the encoded one only attr-chars and %XX.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned = fileName.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  const name = cleaned === '' ? FALLBACK_NAME : cleaned;
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${percentEncoded(name)}`;
}
