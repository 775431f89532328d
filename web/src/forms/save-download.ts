/** A file the server sent as base64 (download-form-file, download-pdf-file …). */
export interface DownloadedFile {
  binaryData: string;
  mimeType: string;
  fileName: string;
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Hands a downloaded file to the browser to save, under its own name. */
export function saveDownload(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([bytesOf(file.binaryData)], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
