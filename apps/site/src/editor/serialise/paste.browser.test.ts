import { describe, expect, it } from 'vitest';
import { htmlToDocument } from './from-html';

const paste = (html: string) => htmlToDocument(html, { forPaste: true });

// Written in the shape Google Docs puts on the clipboard: one <b> around everything, looks as styles.
const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f1c2a7e-7fff-1d2b-9c41-5a0e6b3c8d11"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Título de prueba</span></h2><p dir="ltr" style="line-height:1.38;text-align:center;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#434343;font-weight:400;white-space:pre-wrap;">Texto normal, </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;white-space:pre-wrap;">negrita</span><span style="font-size:11pt;font-weight:400;font-style:italic;white-space:pre-wrap;"> y cursiva</span><span style="font-size:11pt;font-weight:400;white-space:pre-wrap;"> con </span><a href="https://example.org/guia" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;white-space:pre-wrap;">un enlace</span></a><span style="font-size:11pt;font-weight:400;text-decoration:line-through;white-space:pre-wrap;">.</span></p><br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;white-space:pre-wrap;">Primero</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-weight:400;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;text-decoration:underline;white-space:pre-wrap;">Segundo</span></p></li></ul></b><br class="Apple-interchange-newline">`;

// Written in the shape Word puts on the clipboard: Mso classes, mso-list paragraphs, conditional comments.
const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt;} --></style></head><body lang=ES style='tab-interval:35.4pt'><!--StartFragment-->
<p class=MsoNormal><b><span style='font-size:14.0pt;color:#C00000'>Informe</span></b><span style='font-size:14.0pt'> <i>anual</i><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Punto uno<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><u>Punto</u> dos<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>Paso uno<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]><s>Paso</s> dos<o:p></o:p></p>
<!--EndFragment--></body></html>`;

const webPage = `<html><head><style>.hero{color:red}</style><script>window.evil = 1</script></head><body>
<div class="hero" style="background-image:url(https://e.org/bg.jpg);color:#ff0000;text-align:center">
  <h1 class="title" style="font-size:40px">Noticia</h1>
  <script>document.write('x')</script>
  <p class="lead">Un <strong class="hl">párrafo</strong> con <span style="color:blue;font-size:20px">color</span>,
    <img src="https://e.org/foto.jpg" alt="foto"> imagen y <a href="https://e.org/mas" target="_blank" class="btn">enlace</a>.</p>
  <iframe src="https://e.org/video"></iframe>
  <ol><li>uno</li><li>dos</li></ol>
</div>
<noscript>Activa JavaScript</noscript>
</body></html>`;

describe('pasting', () => {
  it('from Google Docs keeps structure and marks, not the wrapper bold, colours, sizes or alignment', () => {
    expect(paste(googleDocs)).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Título de prueba' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Texto normal, ' },
          { text: 'negrita', bold: true },
          { text: ' y cursiva', italic: true },
          { text: ' con ' },
          { type: 'link', url: 'https://example.org/guia', newTab: false, children: [{ text: 'un enlace' }] },
          { text: '.', strikethrough: true },
        ],
      },
      { type: 'paragraph', children: [{ text: '' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Primero' }] },
          { type: 'list-item', children: [{ text: 'Segundo', underline: true }] },
        ],
      },
    ]);
  });

  it('from Word turns mso-list paragraphs into lists without their typed bullets and numbers', () => {
    expect(paste(word)).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'Informe', bold: true }, { text: ' ' }, { text: 'anual', italic: true }],
      },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Punto uno' }] },
          { type: 'list-item', children: [{ text: 'Punto', underline: true }, { text: ' dos' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: ' ' }] },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Paso uno' }] },
          { type: 'list-item', children: [{ text: 'Paso', strikethrough: true }, { text: ' dos' }] },
        ],
      },
    ]);
  });

  it('from a web page drops scripts, styles, frames, images, background images and classes', () => {
    expect(paste(webPage)).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Noticia' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Un ' },
          { text: 'párrafo', bold: true },
          { text: ' con color, imagen y ' },
          { type: 'link', url: 'https://e.org/mas', newTab: true, children: [{ text: 'enlace' }] },
          { text: '.' },
        ],
      },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'uno' }] },
          { type: 'list-item', children: [{ text: 'dos' }] },
        ],
      },
    ]);
  });

  it('keeps colours, sizes, alignment and images when the HTML is not a paste', () => {
    expect(htmlToDocument(webPage).slice(0, 3)).toEqual([
      {
        type: 'heading',
        level: 2,
        align: 'center',
        children: [{ text: 'Noticia', color: '#ff0000', fontSize: 40 }],
      },
      {
        type: 'paragraph',
        align: 'center',
        children: [
          { text: 'Un ', color: '#ff0000' },
          { text: 'párrafo', bold: true, color: '#ff0000' },
          { text: ' con ', color: '#ff0000' },
          { text: 'color', color: '#0000ff', fontSize: 20 },
          { text: ',', color: '#ff0000' },
        ],
      },
      { type: 'image', src: 'https://e.org/foto.jpg', alt: 'foto', children: [{ text: '' }] },
    ]);
  });

  describe('superscripts and subscripts', () => {
    it('from a web page keeps <sup> and <sub> as marks, other marks around them included', () => {
      expect(paste('<p>10 m<sup>2</sup>, 2<sup>n</sup>, H<sub>2</sub>O y <b>x<sup>3</sup></b></p>')).toEqual([
        {
          type: 'paragraph',
          children: [
            { text: '10 m' },
            { text: '2', superscript: true },
            { text: ', 2' },
            { text: 'n', superscript: true },
            { text: ', H' },
            { text: '2', subscript: true },
            { text: 'O y ' },
            { text: 'x', bold: true },
            { text: '3', bold: true, superscript: true },
          ],
        },
      ]);
    });

    it('from Word keeps them inside its spans', () => {
      const fromWord = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=ES><!--StartFragment-->
<p class=MsoNormal><span style='font-size:12.0pt'>Superficie: 20 m<sup>2</sup>; agua: H<sub>2</sub>O<o:p></o:p></span></p>
<!--EndFragment--></body></html>`;
      expect(paste(fromWord)).toEqual([
        {
          type: 'paragraph',
          children: [
            { text: 'Superficie: 20 m' },
            { text: '2', superscript: true },
            { text: '; agua: H' },
            { text: '2', subscript: true },
            { text: 'O' },
          ],
        },
      ]);
    });

    it('from Google Docs reads vertical-align super and sub, and baseline as neither', () => {
      const fromDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;vertical-align:baseline;white-space:pre-wrap;">2</span><span style="font-size:6.6pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;vertical-align:super;white-space:pre-wrap;">n</span><span style="font-size:11pt;font-weight:400;vertical-align:baseline;white-space:pre-wrap;"> y CO</span><span style="font-size:6.6pt;font-weight:400;vertical-align:sub;white-space:pre-wrap;">2</span></p></b>`;
      expect(paste(fromDocs)).toEqual([
        {
          type: 'paragraph',
          children: [
            { text: '2' },
            { text: 'n', superscript: true },
            { text: ' y CO' },
            { text: '2', subscript: true },
          ],
        },
      ]);
    });
  });

  describe('nested lists', () => {
    const wordItem = (level: number, marker: string, text: string, list = 'l0') =>
      `<p class=MsoListParagraphCxSpMiddle style='margin-left:${36 * level}.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;
    const item = (text: string) => ({ type: 'list-item' as const, children: [{ text }] });

    it('from Word read their level from mso-list', () => {
      const fromWord = `<html><body><!--StartFragment-->
${wordItem(1, '·', 'Uno')}
${wordItem(2, 'o', 'Uno punto uno')}
${wordItem(3, '§', 'Más adentro')}
${wordItem(2, 'o', 'Uno punto dos')}
${wordItem(1, '·', 'Dos')}
<p class=MsoNormal>Fin</p>
<!--EndFragment--></body></html>`;
      expect(paste(fromWord)).toEqual([
        {
          type: 'bulleted-list',
          children: [
            item('Uno'),
            {
              type: 'bulleted-list',
              children: [
                item('Uno punto uno'),
                { type: 'bulleted-list', children: [item('Más adentro')] },
                item('Uno punto dos'),
              ],
            },
            item('Dos'),
          ],
        },
        { type: 'paragraph', children: [{ text: 'Fin' }] },
      ]);
    });

    it('from Word nest a lettered level inside a numbered one, and never skip a level', () => {
      const fromWord = [
        wordItem(1, '1.', 'Paso uno'),
        wordItem(2, 'a.', 'Detalle'),
        wordItem(4, '·', 'Salta dos niveles'),
        wordItem(1, '2.', 'Paso dos'),
      ].join('\n');
      expect(paste(fromWord)).toEqual([
        {
          type: 'numbered-list',
          children: [
            item('Paso uno'),
            {
              type: 'numbered-list',
              children: [item('Detalle'), { type: 'bulleted-list', children: [item('Salta dos niveles')] }],
            },
            item('Paso dos'),
          ],
        },
      ]);
    });

    it('from Word start at the first level when the copy begins deeper', () => {
      expect(paste([wordItem(2, 'o', 'Suelto'), wordItem(1, '·', 'Arriba')].join('\n'))).toEqual([
        { type: 'bulleted-list', children: [item('Suelto'), item('Arriba')] },
      ]);
    });

    it('from Google Docs keep the lists it writes inside lists', () => {
      const li = (level: number, text: string) =>
        `<li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;">${text}</span></p></li>`;
      const fromDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-2"><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${li(1, 'Uno')}<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${li(2, 'Uno punto uno')}</ul>${li(1, 'Dos')}</ul></b>`;
      expect(paste(fromDocs)).toEqual([
        {
          type: 'bulleted-list',
          children: [item('Uno'), { type: 'bulleted-list', children: [item('Uno punto uno')] }, item('Dos')],
        },
      ]);
    });
  });
});
