import { FILE_NAME_SEPARATOR } from '@portal/shared';
import { extensionsOfType } from './detect-file-type';

const MAX_FILE_NAME_LENGTH = 200;
// Control characters and the bidirectional overrides that make 'invoice‮fdp.exe' read as a PDF.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is shown and downloaded under: the client's name without any path, unsafe
 * characters or the ';' that joins names in the field value, at most 200 characters (the extension
 * kept). The stored bytes are never addressed by it.
 */
export function safeFileName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').replaceAll(FILE_NAME_SEPARATOR, '_').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'file';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

/** What people write as an extension: one to four letters and digits, a letter among them ('pdf', 'docx', 'mp4'; not the '2' of 'v1.2'). */
const EXTENSION_LIKE = /\.([a-z0-9]{1,4})$/i;

/**
 * The name with an extension of the file's detected type: kept when its extension already is one
 * ('photo.jpeg' stays), otherwise the extension is replaced ('report.pdf' holding a PNG becomes
 * 'report.png') or, when the name has none, added ('scan' becomes 'scan.png'). So a downloaded file
 * opens in the program its bytes are for, never as what its name claimed (a PNG named 'page.html').
 * Types outside the allowlist (none reach storage from people) keep their name.
 */
export function nameMatchingType(fileName: string, mimeType: string): string {
  const extensions = extensionsOfType(mimeType);
  const usual = extensions[0];
  if (usual === undefined) return fileName;
  const dot = fileName.lastIndexOf('.');
  if (dot > 0 && extensions.includes(fileName.slice(dot + 1).toLowerCase())) return fileName;
  const written = EXTENSION_LIKE.exec(fileName);
  const hasExtension = written !== null && written.index > 0 && /[a-z]/i.test(written[1] ?? '');
  const stem = hasExtension ? fileName.slice(0, written.index) : fileName;
  return `${stem.slice(0, MAX_FILE_NAME_LENGTH - usual.length - 1)}.${usual}`;
}
