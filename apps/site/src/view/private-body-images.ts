import { useEffect, useState } from 'react';
import { apiImagePath, fetchPrivateImage } from './private-image';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The body with each of our images read with the session's token and written in as a data URL. */
async function inlinePrivateImages(html: string, signal: AbortSignal): Promise<string> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const images = [...parsed.body.querySelectorAll('img[src]')].flatMap((image) => {
    const path = apiImagePath(image.getAttribute('src') ?? '');
    return path ? [{ image, path }] : [];
  });
  if (images.length === 0) return html;
  await Promise.all(
    images.map(({ image, path }) =>
      fetchPrivateImage(path, signal)
        .then(dataUrlOf)
        .then(
          (dataUrl) => image.setAttribute('src', dataUrl),
          // An image that cannot be read keeps its link: the reader sees it broken, as a visitor would.
          () => undefined,
        ),
    ),
  );
  return parsed.body.innerHTML;
}

/**
 * A draft's body as its author previews it. The preview frame sends no token, and the API shows a
 * draft's images only to superusers, so they are read here and written into the body. Until they
 * arrive the body is shown as it is.
 */
export function usePrivateBodyImages(html: string, isPrivate: boolean): string {
  const [inlined, setInlined] = useState<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (!isPrivate) return;
    const controller = new AbortController();
    inlinePrivateImages(html, controller.signal).then(
      (to) => {
        if (!controller.signal.aborted) setInlined({ from: html, to });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [html, isPrivate]);
  return isPrivate && inlined?.from === html ? inlined.to : html;
}
