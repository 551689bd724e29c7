import { useTheme, vars } from '@pupitre/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FrameColours, postFrameDocument } from './post-frame-document';

const INITIAL_HEIGHT = 500;
const EXTRA_HEIGHT = 50;

function readVar(reference: string): string {
  const name = /var\((--[^),]+)/.exec(reference)?.[1];
  return name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : '';
}

/**
 * The post body in a sandboxed frame without allow-same-origin: whatever the HTML holds, it cannot
 * reach the page, the session or the API. The frame reports its height so it never scrolls by itself.
 */
export function PostBodyFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [colours, setColours] = useState<FrameColours | null>(null);
  const { theme } = useTheme();

  // Colours come from the live theme, read after mount (render stays free of browser globals), one frame
  // later because the provider (a parent) applies the theme class after this child's effects run.
  useEffect(() => {
    const frameId = requestAnimationFrame(() =>
      setColours({
        text: readVar(vars.color.text) || 'CanvasText',
        link: readVar(vars.color.link) || 'LinkText',
        muted: readVar(vars.color.textMuted) || 'GrayText',
        font: readVar(vars.font.family) || 'sans-serif',
        background: readVar(vars.color.background) || 'Canvas',
        scheme: theme,
      }),
    );
    return () => cancelAnimationFrame(frameId);
  }, [theme]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source !== frame.current?.contentWindow) return;
      const reported = (event.data as { type?: string; height?: unknown } | null) ?? {};
      if (reported.type === 'pupitre:frame-height' && typeof reported.height === 'number') {
        setHeight(Math.ceil(reported.height) + EXTRA_HEIGHT);
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const document = useMemo(() => (colours ? postFrameDocument(html, colours) : null), [html, colours]);

  // The frame is created once its document is known: changing srcdoc on a live sandboxed frame is not
  // reliably re-rendered, so a new document (another theme) gets a new frame through the key.
  if (!document) return <div style={{ height }} aria-hidden="true" />;
  return (
    <iframe
      key={document}
      ref={frame}
      title={`Contenido: ${title}`}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      srcDoc={document}
      style={{ height }}
    />
  );
}
