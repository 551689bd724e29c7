import { describe, expect, it } from 'vitest';
import { htmlBodyOf } from './html-body';
import { readImportFile } from './import-file';
import { toExportHtml } from './post-export';

describe('htmlBodyOf', () => {
  it('given a whole page › keeps only the inner HTML of its body', () => {
    expect(
      htmlBodyOf(
        '<!DOCTYPE html><html><head><title>t</title><style>p{}</style></head><body class="x">\n<p>Hola</p>\n</body></html>',
      ),
    ).toBe('<p>Hola</p>');
  });

  it('given a page without a body tag › still finds its body', () => {
    expect(htmlBodyOf('<html><head><title>t</title></head><h2>Uno</h2></html>')).toBe('<h2>Uno</h2>');
  });

  it('given a fragment › leaves it untouched', () => {
    const fragment = '<p>Un <em>fragmento</em> con <a href="/x">enlace</a></p>';
    expect(htmlBodyOf(fragment)).toBe(fragment);
  });
});

describe('readImportFile', () => {
  it('reads back the body of an HTML export', async () => {
    const content = '<h2>Título</h2><p>Cómo <strong>estudiar</strong></p>';
    const file = new File([toExportHtml({ title: 'Título', content })], 'título.html');
    expect(await readImportFile(file)).toEqual({ kind: 'html', html: content });
  });
});
