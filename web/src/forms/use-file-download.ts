import { useLingui } from '@lingui/react/macro';
import { ErrorCode } from '@portal/shared';
import { useState } from 'react';
import { errorMessages } from '../lib/error-messages';
import { showFailure } from '../lib/notices';
import { useTRPCClient } from '../lib/trpc';
import { type DownloadedFile, saveDownload } from './save-download';

/**
 * Downloads a form file or a document's PDF and saves it. Asked straight from the client, not the
 * query cache: the bytes are wanted once, not kept. A failure says errors.unable_to_download_file (spec 1 §8).
 */
export function useFileDownload() {
  const { i18n } = useLingui();
  const client = useTRPCClient();
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
    downloadFile: (id: number) => run(`file-${id}`, () => client.formFiles.download.query({ id })),
    downloadPdf: (submissionId: number) => run(`pdf-${submissionId}`, () => client.formFiles.downloadPdf.query({ id: submissionId })),
  };
}
