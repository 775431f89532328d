import { FILE_NAME_SEPARATOR } from '@portal/shared';

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
