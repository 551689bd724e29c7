import { describe, expect, it } from 'vitest';
import { INLINE_LIMIT, sanitisePostHtmlOffThread } from './sanitise-off-thread';
import { MAX_NESTING_DEPTH, NestingTooDeepError, sanitisePostHtml } from './sanitise-post-html';

const paragraph = '<p onclick="x()" style="color:red">Hola <script>alert(1)</script><em>mundo</em></p>';
const large = paragraph.repeat(Math.ceil((4 * INLINE_LIMIT) / paragraph.length));

describe('sanitising off the main thread', () => {
  it('gives a large body, sanitised in a worker, exactly as the sanitiser does inline', async () => {
    expect(await sanitisePostHtmlOffThread(large)).toBe(sanitisePostHtml(large));
    expect(await sanitisePostHtmlOffThread(paragraph)).toBe(sanitisePostHtml(paragraph));
  });

  it('refuses a large body nested too deep with the same error as inline', async () => {
    const deep = `${'<div>'.repeat(MAX_NESTING_DEPTH + 1)}${large}`;
    await expect(sanitisePostHtmlOffThread(deep)).rejects.toThrow(NestingTooDeepError);
  });
});
