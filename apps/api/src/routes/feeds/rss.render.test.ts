import type { PostWire } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { renderRss } from './rss.render';
import { siteUrls } from './site-urls';
import { childrenNamed, childText, parseXml } from './strict-xml';

const urls = siteUrls('https://pupitre.example');

function post(fields: Partial<PostWire>): PostWire {
  return {
    ID_publicaciones: 7,
    Titulo: 'Título',
    Resumen: 'Resumen',
    Contenido: '<p>Texto</p>',
    Imagen_portada: null,
    Fecha_creacion: '2026-06-01T10:00:00.000Z',
    Fecha_modificacion: '2026-06-02T10:00:00.000Z',
    NombreAdmin: 'Ana Pérez',
    contador_likes: 0,
    estado: 'publicado',
    categorias: [{ ID_categoria: 1, Nombre_categoria: 'Noticias' }],
    ...fields,
  };
}

function onlyItem(xml: string) {
  const channel = childrenNamed(parseXml(xml), 'channel')[0];
  const [item, ...others] = childrenNamed(channel, 'item');
  expect(others).toEqual([]);
  return item;
}

describe('the RSS rendering', () => {
  it('keeps every text exactly, escaped, including a literal entity', () => {
    const item = onlyItem(
      renderRss(
        [
          post({
            Titulo: `Comillas "dobles" y 'simples' <b>&amp;</b> & más`,
            NombreAdmin: 'Ana &amp; Luis <Pérez>',
            categorias: [{ ID_categoria: 9, Nombre_categoria: 'Ciencia & <Arte>' }],
          }),
        ],
        urls,
      ),
    );
    expect(childText(item, 'title')).toBe(`Comillas "dobles" y 'simples' <b>&amp;</b> & más`);
    expect(childText(item, 'author')).toBe('Ana &amp; Luis <Pérez>');
    expect(childText(item, 'category')).toBe('Ciencia & <Arte>');
  });

  it('sends the summary as escaped HTML, so readers show its characters as text', () => {
    const item = onlyItem(renderRss([post({ Resumen: 'Uso de <em> & "comillas"' })], urls));
    expect(childText(item, 'description')).toBe('Uso de &lt;em&gt; &amp; &quot;comillas&quot;');
  });

  it('stays well-formed with CDATA terminators and characters XML forbids', () => {
    const item = onlyItem(
      renderRss(
        [post({ Titulo: 'Uno ]]> dos ]]><x/>\u0001tres\uFFFF', Resumen: 'a ]]> b ]]><y/>\u000B' })],
        urls,
      ),
    );
    expect(item?.children.map((child) => child.name)).not.toContain('x');
    expect(childText(item, 'title')).toBe('Uno ]]&gt; dos ]]&gt;<x/>tres');
    expect(childText(item, 'description')).toBe('a ]]&gt; b ]]&gt;&lt;y/&gt;');
  });

  it('omits the author and the description a post does not have', () => {
    const item = onlyItem(renderRss([post({ NombreAdmin: null, Resumen: null })], urls));
    expect(item?.children.map((child) => child.name)).toEqual([
      'title',
      'link',
      'guid',
      'pubDate',
      'category',
    ]);
  });

  it('is a valid empty channel when nothing is published', () => {
    const channel = childrenNamed(parseXml(renderRss([], urls)), 'channel')[0];
    expect(childText(channel, 'title')).toBe('Pupitre');
    expect(childrenNamed(channel, 'item')).toEqual([]);
  });
});
