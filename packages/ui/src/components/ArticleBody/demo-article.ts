// Demo bodies for the stories, one per group of the server's allowlist, as the sanitiser leaves them.

// A self-contained picture (no network): a deck of revision cards on a teal desk.
const DECK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 280'%3E%3Crect width='640' height='280' fill='%230e5a59'/%3E%3Crect x='180' y='70' width='220' height='140' rx='14' fill='%23d2b99a' transform='rotate(-6 290 140)'/%3E%3Crect x='240' y='80' width='220' height='140' rx='14' fill='%23f2e4cf'/%3E%3Crect x='270' y='120' width='150' height='12' rx='6' fill='%230e5a59'/%3E%3Crect x='270' y='150' width='100' height='12' rx='6' fill='%235cc3b8'/%3E%3C/svg%3E";

export const headings = `
<h1>Aprender a estudiar</h1>
<p>Estudiar no es leer muchas veces: es practicar el recuerdo, espaciar los repasos y explicar lo aprendido con tus propias palabras.</p>
<h2>Antes de empezar</h2>
<p>Elige un lugar tranquilo, deja el móvil en otra habitación y decide qué vas a repasar en la próxima media hora.</p>
<h3>Un objetivo por sesión</h3>
<p>«Entender la fotosíntesis» es un buen objetivo; «estudiar Biología», no.</p>
<h4>Cómo saber si lo lograste</h4>
<p>Cierra el cuaderno y explica el tema en voz alta en dos minutos.</p>
<h5>Para el profesorado</h5>
<p>Propón al final de la clase una pregunta breve que el alumnado responda sin mirar los apuntes.</p>
<h6>Nota</h6>
<p>Las sesiones cortas y frecuentes rinden más que una tarde entera antes del examen.</p>
`;

export const linkAndAddress = `
<p>Más ideas en <a href="https://example.org/tecnicas-de-estudio" target="_blank" rel="noopener noreferrer">la guía de técnicas de estudio</a>.
Una dirección larga también cabe: https://example.org/recursos/tecnicas-de-estudio/repaso-espaciado/calendario-para-imprimir</p>
`;

export const inlineText = `
<p>Leer otra vez un tema da la <strong>sensación</strong> de saberlo, pero <em>recordarlo</em> sin mirar es lo que lo fija.
Subraya poco: <u>solo la idea principal</u>, <b>en negrita</b> la palabra clave, <i>en cursiva</i> los ejemplos,
y tacha lo que ya dominas: <s>la tabla del 2</s>, <strike>la tabla del 5</strike>.</p>
<p>Con <mark>diez minutos al día</mark> basta. Las fórmulas también se repasan así: H<sub>2</sub>O, E = mc<sup>2</sup>.
<small>Ejemplos de la clase de Ciencias.</small></p>
<p style="text-align:center">Los colores de quien escribe se respetan:
<span style="color:#8c1d18;background-color:#fde8e6">importante</span>,
<font color="#0b4444" style="background-color:#f0f8f7">repaso</font> y <span style="font-size:22px">una letra mayor</span>.</p>
<div>Un bloque sin párrafo se lee con la misma letra.<br>Y un salto de línea lo parte en dos.</div>
${linkAndAddress}`;

export const listsAndQuote = `
<h2>Cómo preparar tarjetas de repaso</h2>
<ol>
  <li>Escribe una sola pregunta por tarjeta.</li>
  <li>Pon la respuesta detrás, breve y con tus palabras.
    <ul>
      <li>Si no cabe, la pregunta es demasiado grande.</li>
      <li>Si dudas, divídela en dos.</li>
    </ul>
  </li>
  <li>Separa las que fallas y repásalas primero.</li>
</ol>
<ul>
  <li>Una baraja por asignatura.</li>
  <li>Diez tarjetas nuevas por día, como mucho.</li>
</ul>
<blockquote><p>Lo que se recuerda con esfuerzo se olvida más despacio.</p></blockquote>
`;

export const codeAndTable = `
<p>En la clase de programación, el calendario cabe en <code>repasar(tarjetas)</code>:</p>
<pre><code>const calendario = ['lunes', 'miércoles', 'viernes'];
for (const dia of calendario) {
  console.log('El ' + dia + ' toca repasar las falladas.');
}</code></pre>
<table>
  <caption>Calendario de repaso espaciado</caption>
  <thead><tr><th scope="col">Día</th><th scope="col">Qué repasar</th><th scope="col">Tiempo</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>Tarjetas nuevas</td><td>15 min</td></tr>
    <tr><td>3</td><td>Las falladas</td><td>10 min</td></tr>
    <tr><td>7</td><td>Todas</td><td>20 min</td></tr>
  </tbody>
  <tfoot><tr><td colspan="2">Total de la semana</td><td>45 min</td></tr></tfoot>
</table>
`;

export const figure = `
<hr>
<figure>
  <img src="${DECK}" alt="Una baraja de tarjetas de repaso sobre un pupitre" width="640" height="280">
  <figcaption>Una baraja por asignatura, sujeta con una goma.</figcaption>
</figure>
`;

/** Every element and style the server's allowlist lets a post hold. */
export const everyElement = [headings, inlineText, listsAndQuote, codeAndTable, figure].join('');
