/**
 * A server-rendered page is complete without its scripts, so they are not fetched until it has been
 * painted: on a slow connection the stylesheets, fonts and cover image get the bandwidth first, and the
 * page hydrates right after. The server lists the scripts in a data block; a fixed inline script (in
 * index.html, so the Content-Security-Policy hashes it once) loads them after the first frame. Pages
 * the browser renders itself keep index.html's ordinary module script. No imports: the build config
 * reads this file with Node.
 */
export const DEFERRED_SCRIPTS_ID = 'pupitre-scripts';

// The browser reports the first contentful paint once it is on screen; without paint timing, the
// frame after the first one stands in. A hidden page (opened in the background) never paints, so it
// loads at once; three seconds is the bound if the report never comes.
export const afterFirstPaintScript = `(function(){var d=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});if(!d)return;var u=JSON.parse(d.textContent),done=false;function go(){if(done)return;done=true;for(var i=0;i<u.length;i++){var e=document.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=u[i]}else{e.type="module";e.src=u[i]}e.crossOrigin="";document.head.appendChild(e)}}if(document.visibilityState==="hidden")return go();setTimeout(go,3000);var f="first-contentful-paint";try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l){if(l.getEntriesByName(f).length)go()}).observe({type:"paint",buffered:true});return}}catch(_){}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})();`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html's head without its module script and preloads, and their URLs (the entry first). */
export function withoutEntryScripts(start: string): { start: string; scripts: string[] } {
  const entry = start.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...start.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return {
    start: start.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    scripts: [entry, ...preloads],
  };
}

/** The data block listing a page's scripts for the inline loader. */
export function deferredScriptsBlock(scripts: readonly string[]): string {
  return `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>`;
}
