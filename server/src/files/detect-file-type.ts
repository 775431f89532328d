/**
 * The allowlist of uploadable types (SECURITY.md "Uploads"): the type is read from the file's first
 * bytes, never taken from the client's Content-Type. Containers (ZIP for OOXML/ODF, OLE for legacy
 * Office) carry no finer signature at their start, so the extension picks among that container's
 * types only; text has no signature at all and must be UTF-8 without NUL under a text extension.
 */
interface Signature {
  mimeType: string;
  /** The extensions a file of this type is named with, the usual one first. */
  extensions: readonly string[];
  matches(bytes: Buffer): boolean;
}

function startsWith(bytes: Buffer, ...prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

const SIGNATURES: Signature[] = [
  { mimeType: 'application/pdf', extensions: ['pdf'], matches: (bytes) => startsWith(bytes, ...ascii('%PDF-')) },
  { mimeType: 'image/png', extensions: ['png'], matches: (bytes) => startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], matches: (bytes) => startsWith(bytes, 0xff, 0xd8, 0xff) },
  {
    mimeType: 'image/gif',
    extensions: ['gif'],
    matches: (bytes) => startsWith(bytes, ...ascii('GIF87a')) || startsWith(bytes, ...ascii('GIF89a')),
  },
  {
    mimeType: 'image/webp',
    extensions: ['webp'],
    matches: (bytes) => startsWith(bytes, ...ascii('RIFF')) && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mimeType: 'image/tiff',
    extensions: ['tif', 'tiff'],
    matches: (bytes) => startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a),
  },
  { mimeType: 'image/bmp', extensions: ['bmp'], matches: (bytes) => startsWith(bytes, ...ascii('BM')) && bytes.length >= 26 },
  { mimeType: 'application/rtf', extensions: ['rtf'], matches: (bytes) => startsWith(bytes, ...ascii('{\\rtf')) },
];

const ZIP_TYPES: Record<string, string> = {
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  // Signed documents of the Lithuanian e-signature format (ADOC/ASiC) are ZIP containers too.
  adoc: 'application/vnd.etsi.asic-e+zip',
  asice: 'application/vnd.etsi.asic-e+zip',
};

const OLE_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};

const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/** Bytes of a text file that are checked: enough to tell text from binary without decoding 15 MB. */
const TEXT_SAMPLE_BYTES = 65_536;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function looksLikeUtf8Text(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES);
  if (sample.includes(0)) return false;
  try {
    // stream: a multi-byte character cut at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length });
    return true;
  } catch {
    return false;
  }
}

/**
 * The extensions a file of an allowed type may carry, the usual one first; empty for a type outside
 * the allowlist. Container and text types take exactly the extensions that choose them.
 */
export function extensionsOfType(mimeType: string): string[] {
  const bySignature = SIGNATURES.find((signature) => signature.mimeType === mimeType)?.extensions ?? [];
  const byExtension = [ZIP_TYPES, OLE_TYPES, TEXT_TYPES].flatMap((types) =>
    Object.entries(types)
      .filter(([, type]) => type === mimeType)
      .map(([extension]) => extension),
  );
  return [...bySignature, ...byExtension];
}

/** The MIME type of an allowed file, or null when its bytes are not of an allowed type. */
export function detectFileType(bytes: Buffer, fileName: string): string | null {
  if (bytes.length === 0) return null;
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (signature) return signature.mimeType;
  const extension = extensionOf(fileName);
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return ZIP_TYPES[extension] ?? null;
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return OLE_TYPES[extension] ?? null;
  const textType = TEXT_TYPES[extension];
  return textType && looksLikeUtf8Text(bytes) ? textType : null;
}
