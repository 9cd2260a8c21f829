/** Saves a file the API answered (an Excel report, a CSV template) under a name, as a link the browser follows. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the link; the address can go once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
