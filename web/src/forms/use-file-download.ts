import { useLingui } from '@lingui/react/macro';
import { ErrorCode } from '@portal/shared';
import { useState } from 'react';
import { errorMessages } from '../lib/error-messages';
import { type DownloadedFile, fetchFile } from '../lib/download-file';
import { showFailure } from '../lib/notices';
import { saveDownload } from './save-download';

/**
 * Downloads a form file or a document's PDF and saves it under the server's name. Fetched from the
 * download routes, which answer the bytes as a file (not base64 in JSON), and never kept in the query
 * cache: the bytes are wanted once. A failure says errors.unable_to_download_file (spec 1 §8).
 */
export function useFileDownload() {
  const { i18n } = useLingui();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  async function run(key: string, fetchFile: () => Promise<DownloadedFile>) {
    setBusyKey(key);
    try {
      saveDownload(await fetchFile());
    } catch {
      showFailure(i18n._(errorMessages[ErrorCode.unableToDownloadFile]));
    } finally {
      setBusyKey(null);
    }
  }

  return {
    /** Which download is running: `file-{id}` or `pdf-{submissionId}`. */
    busyKey,
    downloadFile: (id: number) => run(`file-${id}`, () => fetchFile(`/api/files/form-files/${id}`)),
    downloadPdf: (submissionId: number) => run(`pdf-${submissionId}`, () => fetchFile(`/api/files/documents/${submissionId}/pdf`)),
  };
}
