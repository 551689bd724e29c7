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
});
