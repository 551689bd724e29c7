/** How long the file's object URL outlives the click: revoked at once, Firefox may cancel the download. */
const REVOKE_AFTER_MS = 30_000;

/** Saves `text` as a file named `name` through a temporary link. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
