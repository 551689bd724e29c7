import { useCallback, useEffect, useRef, useState } from 'react';
import { htmlPreviewFrameMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './HtmlPreviewFrame.css';
import { PREVIEW_MIN_HEIGHT, previewHeight } from './preview-height';

/**
 * No allow-scripts: nothing in the preview runs. allow-same-origin lets this page measure the content
 * (safe without scripts); the popup flags let links open in a new tab, outside the sandbox.
 */
const SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export interface HtmlPreviewFrameProps {
  /**
   * A complete HTML document, already filtered by the app, with its own styles (the frame's page does
   * not style it). A `<base target="_blank">` in its head makes links open in a new tab.
   */
  html: string;
  /** The frame's accessible name. */
  title?: string;
}

/** The post's HTML in a sandboxed frame as tall as its content, from 200 px up to 580 px. */
export function HtmlPreviewFrame({ html, title }: HtmlPreviewFrameProps) {
  const messages = useMessages({ htmlPreviewFrame: htmlPreviewFrameMessages });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(PREVIEW_MIN_HEIGHT);

  const measure = useCallback(() => {
    const frame = frameRef.current;
    const document = frame?.contentDocument;
    if (!frame || !document?.documentElement) return;
    // The root's own height, not its scrollHeight: that never drops below the frame's current height,
    // so the frame could grow but never shrink back for shorter content.
    const content = Math.max(document.documentElement.offsetHeight, document.body?.scrollHeight ?? 0);
    // The height set is the border box: the frame's borders come on top of the content.
    const borders = frame.offsetHeight - frame.clientHeight;
    setHeight(previewHeight(content + borders));
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // A new width reflows the content inside, and so changes its height.
    const observer = new ResizeObserver(() => measure());
    observer.observe(frame);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      title={title ?? messages.htmlPreviewFrame.title}
      srcDoc={html}
      sandbox={SANDBOX}
      onLoad={measure}
      style={{ height }}
    />
  );
}
