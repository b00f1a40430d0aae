/** The file name a Content-Disposition header gives (plain or RFC 5987 `filename*=UTF-8''…`), else `fallback`. */
export const fileNameOf = (disposition: string | null | undefined, fallback: string): string =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/** Hands a file to the browser's download: a temporary object URL on a link that is clicked, then let go. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
