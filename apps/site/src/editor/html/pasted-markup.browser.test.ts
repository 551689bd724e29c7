import { describe, expect, it } from 'vitest';
import { holdsTable, pastedMarkup } from './pasted-markup';

// Shaped like Word's clipboard: a table of MsoNormal paragraphs with widths, borders and mso styles.
const fromWord = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=ES><!--StartFragment-->
<p class=MsoNormal>Resultados del m<sup>2</sup>:<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=295 valign=top style='width:221.25pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><b>Alumno<o:p></o:p></b></p>
  </td>
  <td width=295 valign=top style='width:221.25pt;border:solid windowtext 1.0pt'>
  <p class=MsoNormal><b>Nota<o:p></o:p></b></p>
  </td>
 </tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'>
  <td width=295 valign=top style='width:221.25pt'><p class=MsoNormal>Ana<o:p></o:p></p></td>
  <td width=295 valign=top style='width:221.25pt'><p class=MsoNormal><span style='color:red'>9</span><o:p></o:p></p></td>
 </tr>
</table>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<!--EndFragment--></body></html>`;

// Shaped like Google Docs' clipboard: a wrapper <b>, a div, colgroup, styled cells with paragraphs.
const fromDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-9"><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;padding:5pt;" colspan="2"><p dir="ltr" style="line-height:1.2;margin-top:0pt;"><span style="font-size:11pt;font-weight:700;white-space:pre-wrap;">Fórmulas</span></p></td></tr><tr><td style="padding:5pt;"><p dir="ltr"><span style="font-size:11pt;white-space:pre-wrap;">H</span><span style="font-size:6.6pt;vertical-align:sub;white-space:pre-wrap;">2</span><span style="font-size:11pt;white-space:pre-wrap;">O</span></p></td><td style="padding:5pt;"><p dir="ltr"><br></p></td></tr></tbody></table></div></b>`;

describe('pasting rich text into HTML mode', () => {
  it('from Word keeps the table as plain markup, and the text around it as the simple editor would', () => {
    expect(pastedMarkup(fromWord)).toBe(
      [
        '<p>Resultados del m<sup>2</sup>:</p>',
        '<table>',
        '<tbody>',
        '<tr><td><strong>Alumno</strong></td><td><strong>Nota</strong></td></tr>',
        '<tr><td>Ana</td><td>9</td></tr>',
        '</tbody>',
        '</table>',
        '<p>&nbsp;</p>',
      ].join('\n'),
    );
  });

  it('from Google Docs keeps cell spans and subscripts, and leaves an empty cell empty', () => {
    expect(pastedMarkup(fromDocs)).toBe(
      [
        '<table>',
        '<tbody>',
        '<tr><td colspan="2"><strong>Fórmulas</strong></td></tr>',
        '<tr><td>H<sub>2</sub>O</td><td></td></tr>',
        '</tbody>',
        '</table>',
      ].join('\n'),
    );
  });

  it('from a web page keeps the caption, header and footer rows, and a table inside a cell', () => {
    const html =
      '<table class="data"><caption>Notas</caption><thead><tr><th scope="col">A</th><th>B</th></tr></thead>' +
      '<tfoot><tr><td rowspan="1">Fin</td></tr></tfoot><tbody><tr><td><p>uno</p><p>dos</p></td>' +
      '<td><table><tr><td>dentro</td></tr></table></td></tr></tbody></table>';
    expect(pastedMarkup(html)).toBe(
      [
        '<table>',
        '<caption>Notas</caption>',
        '<thead>',
        '<tr><th>A</th><th>B</th></tr>',
        '</thead>',
        '<tbody>',
        '<tr><td><p>uno</p>\n<p>dos</p></td><td><table>\n<tbody>\n<tr><td>dentro</td></tr>\n</tbody>\n</table></td></tr>',
        '</tbody>',
        '<tfoot>',
        '<tr><td>Fin</td></tr>',
        '</tfoot>',
        '</table>',
      ].join('\n'),
    );
  });

  it('knows rich text with a table from rich text without one', () => {
    expect(holdsTable(fromWord)).toBe(true);
    expect(holdsTable(fromDocs)).toBe(true);
    expect(holdsTable('<div><span style="color:#569cd6">&lt;table&gt;</span></div>')).toBe(false);
  });
});
