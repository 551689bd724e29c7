export interface FrameColours {
  text: string;
  link: string;
  muted: string;
  font: string;
  /** The page background behind the frame, painted inside it too so contrast is measurable and certain. */
  background: string;
  /** Must equal the page's scheme: a mismatch makes Chromium paint an opaque backdrop behind the frame. */
  scheme: 'light' | 'dark';
}

// Runs inside the sandboxed frame: it cannot touch the page, it can only post its height.
export const FRAME_HEIGHT_SCRIPT = `
(function () {
  function send() {
    parent.postMessage({ type: 'pupitre:frame-height', height: document.documentElement.scrollHeight }, '*');
  }
  new ResizeObserver(send).observe(document.body);
  window.addEventListener('load', send);
  send();
})();
`;

/** The HTML document shown in the post body frame: the post's HTML, site typography, links in new tabs. */
export function postFrameDocument(html: string, colours: FrameColours): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<base target="_blank">
<style>
  html { color-scheme: ${colours.scheme}; }
  body { margin: 0; font-family: ${colours.font}; font-size: 16px; line-height: 1.7; color: ${colours.text};
    background: ${colours.background}; overflow-wrap: anywhere; }
  a { color: ${colours.link}; }
  h2, h3 { line-height: 1.3; margin: 1.6em 0 0.6em; }
  blockquote { margin: 1.2em 0; padding: 0.2em 1em; border-left: 4px solid ${colours.link}; color: ${colours.muted}; }
  img { max-width: 100%; height: auto; }
  pre { overflow-x: auto; }
</style></head><body>${html}<script>${FRAME_HEIGHT_SCRIPT}</script></body></html>`;
}
