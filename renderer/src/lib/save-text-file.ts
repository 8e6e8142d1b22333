// Saves text as a file the way a page can: a Blob URL and a download link (Electron shows its save dialog; Chromium
// downloads it). The URL is released once the download has started.
export function saveTextFile(file: { fileName: string; mimeType: string; text: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
