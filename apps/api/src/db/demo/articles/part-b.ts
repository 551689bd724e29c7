import type { DemoArticle } from './demo-article';

export const articlesPartB: DemoArticle[] = [
  {
    slug: 'hoja-de-calculo-para-registrar-avances',
    titulo: 'Una hoja de cálculo para registrar avances, no solo calificaciones',
    resumen:
      'Con unas cuantas columnas y formatos condicionales, una hoja de cálculo muestra quién necesita apoyo antes de que sea tarde.',
    contenido: `<h2>Más allá del promedio</h2>
<p>Una lista de calificaciones dice poco sobre <em>qué</em> falta aprender. Si organizas la hoja por <strong>aprendizajes</strong> en lugar de por actividades, verás de un vistazo dónde está cada estudiante.</p>
<h2>Cómo armarla</h2>
<ol>
  <li>Una fila por estudiante y una columna por aprendizaje esperado.</li>
  <li>Usa una escala corta: 1 (inicio), 2 (en proceso), 3 (logrado).</li>
  <li>Aplica formato condicional para colorear cada nivel.</li>
  <li>Añade una columna de observaciones con fecha.</li>
</ol>
<h2>Buenas prácticas</h2>
<ul>
  <li>Actualízala después de cada evidencia importante, no al final del periodo.</li>
  <li>Protege los datos personales: comparte la hoja solo con quien la necesita.</li>
  <li>Usa los colores para planear grupos de apoyo, no para etiquetar.</li>
</ul>
<p>Descubre más recursos en <a href="/categoria/5">Herramientas Tecnológicas</a>.</p>`,
    categorias: [5, 4],
    diasAtras: 4,
    autor: 'Jorge Méndez',
  },
  {
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
    titulo: 'Documentos compartidos para trabajar en equipo sin perderse',
    resumen:
      'Escribir a varias manos puede ser un caos o una gran experiencia. Reglas sencillas para usar documentos compartidos en proyectos escolares.',
    contenido: `<h2>Ventajas y riesgos</h2>
<p>Los documentos compartidos permiten que todo el equipo escriba al mismo tiempo y que el docente vea el avance. Sin acuerdos, también pueden volverse un desorden de textos repetidos y cambios borrados.</p>
<h2>Acuerdos para el equipo</h2>
<ul>
  <li><strong>Un índice al inicio:</strong> cada sección con el nombre de la persona responsable.</li>
  <li><strong>Comentarios en lugar de borrar:</strong> si no estás de acuerdo con un párrafo, coméntalo.</li>
  <li><strong>Historial de versiones:</strong> revisa quién cambió qué antes de discutir.</li>
  <li><strong>Una persona editora:</strong> al final, alguien unifica el estilo.</li>
</ul>
<h2>Para docentes</h2>
<p>El historial de cambios ofrece evidencia del trabajo de cada integrante. Úsalo para conversar con el equipo, no como único criterio de calificación.</p>
<p>Lee también cómo formar <a href="/categoria/7">grupos de estudio que funcionan</a>.</p>`,
    categorias: [5, 7],
    diasAtras: 9,
    autor: 'Sofía Ramírez',
  },
  {
    slug: 'presentaciones-accesibles',
    titulo: 'Presentaciones accesibles para todo el grupo',
    resumen:
      'Contraste, tamaño de letra y texto alternativo: detalles que hacen que una presentación se entienda desde la última fila y con cualquier necesidad.',
    contenido: `<h2>Pensar en quien mira</h2>
<p>Una presentación es accesible cuando todas las personas pueden <strong>percibirla y comprenderla</strong>: quien se sienta al fondo, quien tiene baja visión o quien la revisa después en su teléfono.</p>
<h2>Lista de verificación</h2>
<ul>
  <li>Letra de al menos 24 puntos y fuentes sencillas.</li>
  <li>Buen contraste entre texto y fondo; evita texto sobre fotografías.</li>
  <li>Una idea por diapositiva.</li>
  <li>Texto alternativo en imágenes y gráficas importantes.</li>
  <li>No dependas solo del color para transmitir información.</li>
</ul>
<h2>Al presentar</h2>
<ol>
  <li>Lee en voz alta la información clave de cada diapositiva.</li>
  <li>Describe brevemente las imágenes relevantes.</li>
  <li>Comparte el archivo antes de la clase para quien lo necesite.</li>
</ol>
<p>Relaciona esta guía con nuestras ideas sobre el <a href="/categoria/4">aula inclusiva</a>.</p>`,
    categorias: [5, 4],
    diasAtras: 14,
    autor: 'Carmen Ortiz',
  },
  {
    slug: 'calendario-digital-plan-de-estudio',
    titulo: 'Tu plan de estudio en un calendario digital',
    resumen:
      'Un calendario digital con bloques de estudio, recordatorios y colores por materia ayuda a convertir buenas intenciones en hábitos.',
    contenido: `<h2>De la lista de pendientes al calendario</h2>
<p>Una lista de pendientes dice <em>qué</em> hacer; un calendario dice <strong>cuándo</strong>. Asignar un horario concreto a cada tarea aumenta mucho la probabilidad de hacerla.</p>
<h2>Cómo organizarlo</h2>
<ol>
  <li>Registra primero lo fijo: clases, traslados, comidas y descanso.</li>
  <li>Añade bloques de estudio de 25 a 50 minutos en los huecos.</li>
  <li>Usa un color por materia para ver el equilibrio de la semana.</li>
  <li>Programa recordatorios para entregas, con dos días de anticipación.</li>
</ol>
<h2>Revisión semanal</h2>
<ul>
  <li>El domingo, mira la semana que viene y mueve lo necesario.</li>
  <li>Marca lo que sí cumpliste: ver el avance motiva.</li>
  <li>Deja espacios libres para imprevistos.</li>
</ul>
<p>Para aprovechar cada bloque, prueba la <a href="/categoria/2">técnica Pomodoro</a>.</p>`,
    categorias: [5, 2],
    diasAtras: 23,
    autor: 'Jorge Méndez',
  },
  {
    slug: 'ciudadania-digital-y-privacidad',
    titulo: 'Ciudadanía digital: privacidad y respeto en línea',
    resumen:
      'Contraseñas, datos personales y convivencia en redes: lo que todo estudiante debería saber para cuidarse y cuidar a los demás en internet.',
    contenido: `<h2>Cuidar tus datos</h2>
<p>Cada cuenta que abrimos guarda información sobre nosotros. La ciudadanía digital empieza por <strong>proteger lo personal</strong>.</p>
<ul>
  <li>Usa contraseñas largas y distintas para cada servicio.</li>
  <li>Activa la verificación en dos pasos cuando esté disponible.</li>
  <li>Piensa antes de publicar ubicación, horarios o fotos de otras personas.</li>
</ul>
<h2>Convivir en línea</h2>
<p>Detrás de cada pantalla hay una persona. Las mismas reglas de respeto del aula aplican en los chats de grupo y en las redes.</p>
<ol>
  <li>No compartas capturas de conversaciones privadas sin permiso.</li>
  <li>Si ves acoso, no lo difundas: repórtalo y acompaña a quien lo sufre.</li>
  <li>Verifica una noticia antes de reenviarla.</li>
</ol>
<h2>En la escuela</h2>
<p>Conversar sobre estos temas en clase, con casos reales y sin sermones, funciona mejor que prohibir. Encuentra materiales oficiales en el sitio de la <a href="https://www.gob.mx/sep">SEP</a>.</p>`,
    categorias: [5, 7],
    diasAtras: 32,
    autor: 'Sofía Ramírez',
  },
  {
    slug: 'observacion-entre-pares',
    titulo: 'Observación entre pares: aprender de la clase de al lado',
    resumen:
      'Observar la clase de un colega, y dejar que observe la tuya, es una de las formas más directas de mejorar. Cómo hacerlo sin que se sienta como una evaluación.',
    contenido: `<h2>Observar para aprender, no para juzgar</h2>
<p>La observación entre pares no es una inspección. Es un acuerdo entre colegas para <strong>mirar juntos la práctica</strong> y conversar sobre ella con confianza.</p>
<h2>Un ciclo en tres momentos</h2>
<ol>
  <li><strong>Antes:</strong> quien será observado elige un foco, por ejemplo "cómo participan quienes se sientan atrás".</li>
  <li><strong>Durante:</strong> quien observa registra hechos, no opiniones: preguntas hechas, tiempos, participaciones.</li>
  <li><strong>Después:</strong> conversación breve guiada por el foco acordado.</li>
</ol>
<h2>Claves para que funcione</h2>
<ul>
  <li>Reciprocidad: hoy observo yo, la próxima vez tú.</li>
  <li>Confidencialidad: lo que se ve queda entre ambos.</li>
  <li>Un solo foco por sesión.</li>
</ul>
<blockquote>La mejor formación docente a veces está a un pasillo de distancia.</blockquote>
<p>Más ideas en <a href="/categoria/6">Desarrollo Profesional Docente</a>.</p>`,
    categorias: [6],
    diasAtras: 41,
    autor: 'Carmen Ortiz',
  },
  {
    slug: 'bienestar-docente-prevenir-el-agotamiento',
    titulo: 'Bienestar docente: prevenir el agotamiento',
    resumen:
      'Enseñar exige mucho. Reconocer las señales del desgaste y cuidar límites y descansos es parte del trabajo, no un lujo.',
    contenido: `<h2>Señales de alerta</h2>
<p>El agotamiento no llega de golpe. Suele anunciarse con <strong>cansancio que no se quita con el descanso</strong>, irritabilidad, distancia con el grupo y la sensación de que nada de lo que haces alcanza.</p>
<h2>Cuidados cotidianos</h2>
<ul>
  <li>Define un horario para dejar de revisar trabajos y mensajes.</li>
  <li>Reutiliza materiales y comparte planeaciones con colegas.</li>
  <li>Reserva pausas reales durante la jornada, aunque sean breves.</li>
  <li>Cuida lo básico: sueño, alimentación y movimiento.</li>
</ul>
<h2>No es solo individual</h2>
<p>El bienestar docente también depende de la organización escolar. Propón en tu colectivo acuerdos sobre tiempos de respuesta a familias, reuniones más cortas y reparto equitativo de comisiones.</p>
<p>Si el malestar persiste, busca apoyo profesional. Cuidarte es también cuidar a tus estudiantes. Lee más en <a href="/categoria/6">Desarrollo Profesional Docente</a>.</p>`,
    categorias: [6],
    diasAtras: 50,
    autor: 'Sofía Ramírez',
  },
  {
    slug: 'diario-reflexivo-docente',
    titulo: 'El diario reflexivo: diez minutos que transforman tu práctica',
    resumen:
      'Escribir brevemente al final del día sobre lo que pasó en clase ayuda a ver patrones y a decidir cambios con calma.',
    contenido: `<h2>Por qué escribir</h2>
<p>La jornada escolar va tan rápido que muchas ideas se pierden. Un diario reflexivo convierte la experiencia en <strong>aprendizaje profesional</strong>: lo que se escribe se puede revisar, comparar y mejorar.</p>
<h2>Tres preguntas para cada día</h2>
<ol>
  <li>¿Qué funcionó hoy y por qué creo que funcionó?</li>
  <li>¿Qué me sorprendió o me incomodó?</li>
  <li>¿Qué haré distinto mañana?</li>
</ol>
<h2>Consejos para sostenerlo</h2>
<ul>
  <li>Diez minutos bastan; la constancia vale más que la extensión.</li>
  <li>Escribe hechos concretos antes que juicios.</li>
  <li>Relee tus entradas al final de cada mes y busca patrones.</li>
</ul>
<p>Compartir algunas reflexiones con colegas enriquece la práctica de todos. Descubre cómo en nuestro artículo sobre <a href="/categoria/6">comunidades de aprendizaje</a>.</p>`,
    categorias: [6],
    diasAtras: 59,
    autor: 'Jorge Méndez',
  },
  {
    slug: 'comunidades-de-aprendizaje-docente',
    titulo: 'Comunidades de aprendizaje entre docentes',
    resumen:
      'Reunirse con regularidad para analizar evidencias de aprendizaje y probar mejoras juntos es una de las formas más sólidas de crecer como colectivo.',
    contenido: `<h2>Más que una reunión</h2>
<p>Una comunidad de aprendizaje docente es un grupo que se reúne con regularidad alrededor de una <strong>pregunta compartida</strong> sobre el aprendizaje de sus estudiantes, y que prueba cambios en el aula para responderla.</p>
<h2>Cómo empezar</h2>
<ol>
  <li>Reúne a tres o seis colegas con intereses comunes.</li>
  <li>Elijan una pregunta concreta: "¿cómo mejorar la comprensión de problemas en matemáticas?".</li>
  <li>Acuerden una estrategia, aplíquenla y traigan evidencias a la siguiente reunión.</li>
  <li>Analicen juntos los trabajos de estudiantes y decidan el siguiente paso.</li>
</ol>
<h2>Lo que la sostiene</h2>
<ul>
  <li>Un horario fijo, aunque sea una vez al mes.</li>
  <li>Roles rotativos: quien modera, quien toma notas.</li>
  <li>Un clima de confianza donde equivocarse está permitido.</li>
</ul>
<p>La <a href="https://www.unesco.org/es">UNESCO</a> publica materiales sobre desarrollo profesional docente que pueden inspirar a tu comunidad.</p>`,
    categorias: [6, 7],
    diasAtras: 68,
    autor: 'Carmen Ortiz',
  },
  {
    slug: 'planear-desde-el-final',
    titulo: 'Planear desde el final: empezar por lo que deben aprender',
    resumen:
      'El diseño inverso propone definir primero las metas y las evidencias, y solo después las actividades. Un ejemplo paso a paso.',
    contenido: `<h2>La idea</h2>
<p>Es común planear una unidad a partir de actividades atractivas. El diseño inverso invierte el orden: primero <strong>qué deben comprender</strong>, luego <strong>cómo lo demostrarán</strong> y al final <strong>qué actividades los llevarán ahí</strong>.</p>
<h2>Tres etapas</h2>
<ol>
  <li><strong>Metas:</strong> redacta dos o tres comprensiones duraderas. Por ejemplo: "Las fracciones representan partes de un todo y se pueden comparar".</li>
  <li><strong>Evidencias:</strong> decide la tarea final y los criterios con los que la valorarás.</li>
  <li><strong>Experiencias:</strong> diseña la secuencia de clases que prepara para esa tarea.</li>
</ol>
<h2>Ventajas</h2>
<ul>
  <li>Cada actividad tiene un propósito claro.</li>
  <li>Los estudiantes saben desde el inicio hacia dónde van.</li>
  <li>La evaluación deja de ser una sorpresa.</li>
</ul>
<p>Complementa esta planeación con <a href="/categoria/4">rúbricas claras</a>.</p>`,
    categorias: [6, 4],
    diasAtras: 77,
    autor: 'Jorge Méndez',
  },
  {
    slug: 'grupos-de-estudio-que-funcionan',
    titulo: 'Grupos de estudio que sí funcionan',
    resumen:
      'Estudiar en grupo puede multiplicar el aprendizaje o convertirse en una reunión social. Reglas sencillas para aprovecharlo.',
    contenido: `<h2>Cuándo conviene estudiar en grupo</h2>
<p>El grupo es ideal para <strong>resolver dudas, explicar y ponerse a prueba</strong>. Para leer por primera vez un tema, en cambio, suele funcionar mejor estudiar a solas y llegar preparado.</p>
<h2>Reglas para el grupo</h2>
<ul>
  <li>De tres a cinco integrantes.</li>
  <li>Un objetivo por sesión, acordado de antemano.</li>
  <li>Cada quien llega con dudas y preguntas preparadas.</li>
  <li>Turnos para explicar: quien explica, aprende dos veces.</li>
  <li>Teléfonos fuera de la mesa durante los bloques de trabajo.</li>
</ul>
<h2>Una sesión tipo</h2>
<ol>
  <li>Diez minutos para poner en común dudas.</li>
  <li>Cuarenta minutos de resolver ejercicios y explicarse entre todos.</li>
  <li>Diez minutos de preguntas rápidas tipo examen.</li>
</ol>
<p>Para la parte individual, revisa la <a href="/categoria/2">recuperación activa</a>.</p>`,
    categorias: [7, 2],
    diasAtras: 86,
    autor: 'Sofía Ramírez',
  },
  {
    slug: 'comunicacion-escuela-familia',
    titulo: 'Comunicación escuela–familia que construye confianza',
    resumen:
      'Mensajes claros, canales definidos y buenas noticias además de las malas: claves para una relación de colaboración con las familias.',
    contenido: `<h2>Un vínculo que se cultiva</h2>
<p>Cuando la familia solo recibe mensajes de la escuela por problemas, la relación se vuelve defensiva. La confianza se construye con <strong>comunicación frecuente, clara y equilibrada</strong>.</p>
<h2>Buenas prácticas</h2>
<ul>
  <li>Acuerda canales y horarios de contacto al inicio del ciclo.</li>
  <li>Envía también buenas noticias: un avance, un buen trabajo, una actitud solidaria.</li>
  <li>Escribe mensajes breves, sin tecnicismos, con una acción concreta cuando haga falta.</li>
  <li>Ofrece alternativas para familias con horarios difíciles.</li>
</ul>
<h2>En las reuniones</h2>
<ol>
  <li>Empieza por una fortaleza del estudiante.</li>
  <li>Presenta la situación con ejemplos concretos.</li>
  <li>Acuerden juntos uno o dos pasos y una fecha para revisarlos.</li>
</ol>
<p>Encuentra más experiencias en <a href="/categoria/7">Comunidad y Colaboración</a>.</p>`,
    categorias: [7],
    diasAtras: 95,
    autor: 'Carmen Ortiz',
  },
  {
    slug: 'tutoria-entre-estudiantes',
    titulo: 'Tutoría entre estudiantes: enseñar para aprender',
    resumen:
      'Cuando un estudiante explica a otro, ambos aprenden. Cómo organizar tutorías entre estudiantes dentro del aula.',
    contenido: `<h2>Beneficios para ambos</h2>
<p>En la tutoría entre estudiantes, quien explica <strong>organiza y consolida</strong> lo que sabe, y quien recibe la explicación encuentra un lenguaje cercano y un espacio seguro para preguntar.</p>
<h2>Cómo organizarla en clase</h2>
<ol>
  <li>Forma parejas con diferencias moderadas de dominio del tema.</li>
  <li>Entrega una guía con preguntas y ejercicios graduados.</li>
  <li>Alterna roles cuando el tema lo permita.</li>
  <li>Cierra con una breve evaluación individual.</li>
</ol>
<h2>Cuidar el clima</h2>
<ul>
  <li>Enseña a dar pistas en lugar de respuestas.</li>
  <li>Reconoce el esfuerzo de tutores y tutorados.</li>
  <li>Supervisa para que nadie cargue con todo el trabajo.</li>
</ul>
<p>Si tu escuela tiene un programa de tutores pares, revisa las <a href="/categoria/1">noticias</a> para conocer sus convocatorias.</p>`,
    categorias: [7, 4],
    diasAtras: 110,
    autor: 'Sofía Ramírez',
  },
  {
    slug: 'proyectos-comunitarios-desde-la-escuela',
    titulo: 'Proyectos comunitarios desde la escuela',
    resumen:
      'Un huerto, una campaña de reciclaje o una biblioteca de barrio: proyectos que conectan lo que se aprende en clase con la vida de la comunidad.',
    contenido: `<h2>Aprender haciendo algo que importa</h2>
<p>Los proyectos comunitarios dan a los estudiantes una razón auténtica para aprender: <strong>resolver algo real</strong> para personas reales. Integran varias materias y desarrollan habilidades de colaboración.</p>
<h2>Pasos para un buen proyecto</h2>
<ol>
  <li><strong>Diagnóstico:</strong> el grupo identifica una necesidad de su entorno mediante entrevistas u observación.</li>
  <li><strong>Plan:</strong> define metas, tareas, responsables y fechas.</li>
  <li><strong>Acción:</strong> se ejecuta con acompañamiento docente y de la comunidad.</li>
  <li><strong>Difusión:</strong> se comparten resultados y aprendizajes con las familias.</li>
</ol>
<h2>Ideas para empezar</h2>
<ul>
  <li>Un huerto escolar con registro de crecimiento y cosecha.</li>
  <li>Una biblioteca de intercambio de libros.</li>
  <li>Una campaña de separación de residuos con mediciones antes y después.</li>
</ul>
<p>Conoce cómo otros docentes organizan estas experiencias en <a href="/categoria/7">Comunidad y Colaboración</a> y consulta programas oficiales en la <a href="https://www.gob.mx/sep">SEP</a>.</p>`,
    categorias: [7, 1],
    diasAtras: 130,
    autor: 'Equipo Pupitre',
  },
];
