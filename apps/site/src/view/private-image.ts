import { useEffect, useState } from 'react';
import { tokenStore } from '../session/token-store';

/** The API's own image path of a link the API answered (absolute on PUBLIC_URL), if it is one. */
export function apiImagePath(src: string): string | null {
  // A new cover is a data URL of megabytes, asked about on every render of the editor: parsing it as
  // a URL cost milliseconds a keystroke, and it is never one of the API's links.
  if (src.startsWith('data:') || src.startsWith('blob:')) return null;
  try {
    const { pathname } = new URL(src, 'http://x');
    return /^\/api\/imagenes\/\d+$/.test(pathname) ? pathname : null;
  } catch {
    return null;
  }
}

/** An image of ours read with the session's token: the API shows a draft's images to superusers only. */
export function fetchPrivateImage(path: string, signal: AbortSignal): Promise<Blob> {
  const token = tokenStore.accessToken();
  return fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }).then((answer) =>
    answer.ok ? answer.blob() : Promise.reject(new Error(String(answer.status))),
  );
}

/**
 * A draft's cover is shown only to superusers, and an <img> sends no token: the image is fetched from
 * this origin with the session's token and shown from memory. Until it arrives the source is null (the
 * card shows its fallback); if it cannot be read, the original link stands (the card says it is broken).
 */
export function usePrivateImage(src: string | null, isPrivate: boolean): string | null {
  const path = src && isPrivate ? apiImagePath(src) : null;
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchPrivateImage(path, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ path, url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ path, url: src as string });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, src]);
  if (!path) return src;
  return loaded?.path === path ? loaded.url : null;
}
