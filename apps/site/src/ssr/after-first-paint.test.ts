import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, deferredScriptsBlock, withoutEntryScripts } from './after-first-paint';

const head = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/query-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

describe('a server-rendered page’s scripts, loaded after its first paint', () => {
  it('takes the module script and preloads out of the head, the entry first', () => {
    const { start, scripts } = withoutEntryScripts(head);
    expect(scripts).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/query-1.js']);
    expect(start).not.toContain('<script');
    expect(start).not.toContain('modulepreload');
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('refuses a template without a module script, rather than serve a page that never hydrates', () => {
    expect(() => withoutEntryScripts('<head></head>')).toThrow('index.html has no module script');
  });

  it('lists them in a data block that no text can close', () => {
    expect(deferredScriptsBlock(['/assets/a.js', '/assets/</script>.js'])).toBe(
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">["/assets/a.js","/assets/\\u003c/script>.js"]</script>`,
    );
  });
});
