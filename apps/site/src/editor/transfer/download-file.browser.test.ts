import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadFile', () => {
  it('clicks a temporary link to a blob with the name, text and type, then removes the link', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });

    const createObjectURL = vi.spyOn(URL, 'createObjectURL');

    downloadFile('cómo_estudiar_export.json', '{"title":"Cómo"}', 'application/json;charset=utf-8');

    expect(clicked).toHaveLength(1);
    const [anchor] = clicked;
    expect(anchor?.download).toBe('cómo_estudiar_export.json');
    expect(anchor?.href.startsWith('blob:')).toBe(true);
    expect(anchor?.isConnected).toBe(false);
    // The Blob itself: Chromium 150 drops the charset parameter when the blob URL is fetched back.
    const [[blob]] = createObjectURL.mock.calls as [[Blob]];
    expect(anchor?.href).toBe(createObjectURL.mock.results[0]?.value);
    expect(blob.type).toBe('application/json;charset=utf-8');
    expect(await blob.text()).toBe('{"title":"Cómo"}');
    expect(await (await fetch(anchor?.href ?? '')).text()).toBe('{"title":"Cómo"}');
  });
});
