import type { DemoArticle } from './demo-article';

export const articlesPartA: DemoArticle[] = [
  {
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
    titulo: 'Arranca el club de lectura de los viernes',
    resumen:
      'Cada viernes, estudiantes y docentes se reúnen media hora para leer en voz alta y conversar. Así funciona y así puedes sumarte.',
    contenido: `<h2>Una idea sencilla que crece</h2>
<p>El club de lectura de los viernes nació en un salón de segundo grado y hoy reúne a grupos de toda la escuela. La propuesta es <strong>sencilla</strong>: treinta minutos para leer en voz alta un texto breve y conversar sobre él sin calificaciones de por medio.</p>
<p>Quienes participan coinciden en que lo mejor es el ambiente: nadie está obligado a opinar, pero casi todos terminan haciéndolo.</p>
<h2>Cómo funciona cada sesión</h2>
<ol>
  <li>Una persona elige el texto la semana anterior: un cuento, una crónica o un poema.</li>
  <li>Se lee en voz alta por turnos, con pausas para aclarar palabras difíciles.</li>
  <li>La conversación parte de tres preguntas abiertas: ¿qué te sorprendió?, ¿qué no entendiste?, ¿a qué te recuerda?</li>
  <li>Al final, cada quien anota una frase que quiera conservar.</li>
</ol>
<h2>Cómo sumarte</h2>
<p>Las sesiones están abiertas a cualquier grupo que quiera replicarlas. Basta con reservar el espacio y elegir un texto que se pueda leer completo en quince minutos. Si buscas ideas para tu grupo, revisa nuestras <a href="/categoria/2">técnicas de estudio</a>: varias funcionan muy bien para preparar la lectura.</p>
<blockquote>Leer juntos no es leer más rápido: es entender mejor y escuchar a los demás.</blockquote>`,
    categorias: [1, 7],
    diasAtras: 2,
    autor: 'Equipo Pupitre',
  },
  {
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
    titulo: 'Feria de ciencias: proyectos que resuelven problemas reales',
    resumen:
      'La feria de ciencias de este ciclo pidió a los equipos partir de un problema de su comunidad. Te contamos qué aprendimos de los proyectos.',
    contenido: `<h2>Del problema al prototipo</h2>
<p>Este año la feria de ciencias cambió la pregunta de partida. En lugar de "¿qué experimento te gusta?", cada equipo respondió <em>"¿qué problema de tu entorno quieres entender?"</em>. El resultado fueron proyectos más cercanos y mejor argumentados.</p>
<h2>Lo que funcionó</h2>
<ul>
  <li><strong>Bitácoras de equipo:</strong> cada avance quedó registrado con fecha, hipótesis y resultados, aunque fueran negativos.</li>
  <li><strong>Asesorías cortas:</strong> quince minutos semanales con un docente evitaron que los equipos se estancaran.</li>
  <li><strong>Presentaciones al público:</strong> explicar el proyecto a familias obligó a usar un lenguaje claro.</li>
</ul>
<h2>Lo que mejoraremos</h2>
<p>Los equipos pidieron más tiempo para repetir mediciones y una guía para citar fuentes. Ya estamos preparando ambas cosas para el siguiente ciclo.</p>
<p>Si quieres organizar una feria similar, la metodología de proyectos que describimos en <a href="/categoria/4">Educación de Calidad</a> es un buen punto de partida.</p>`,
    categorias: [1, 4],
    diasAtras: 7,
    autor: 'Andrés Morales',
  },
  {
    slug: 'calendario-del-segundo-periodo-fechas-clave',
    titulo: 'Calendario del segundo periodo: fechas clave para organizarte',
    resumen:
      'Evaluaciones, entregas de proyectos y juntas con familias: un repaso de cómo leer el calendario escolar y convertirlo en un plan personal.',
    contenido: `<h2>Leer el calendario con intención</h2>
<p>El calendario escolar no es solo una lista de fechas: es la base para planear el estudio. Al inicio de cada periodo conviene revisarlo completo y marcar tres tipos de eventos: <strong>evaluaciones</strong>, <strong>entregas</strong> y <strong>días sin clase</strong>.</p>
<h2>De las fechas a un plan</h2>
<ol>
  <li>Copia las fechas importantes a tu agenda o calendario digital.</li>
  <li>Para cada evaluación, agenda dos repasos previos: uno una semana antes y otro dos días antes.</li>
  <li>Divide cada proyecto en entregas parciales con su propia fecha.</li>
  <li>Revisa el plan cada lunes y ajústalo sin culpa.</li>
</ol>
<h2>Consulta las fuentes oficiales</h2>
<p>Las fechas generales del ciclo las publica la autoridad educativa en su sitio, por ejemplo la <a href="https://www.gob.mx/sep">Secretaría de Educación Pública</a>. Tu escuela puede ajustar algunas actividades internas, así que confirma siempre con tu coordinación.</p>
<p>¿Te cuesta sostener el plan? Lee nuestras ideas sobre <a href="/categoria/3">procrastinación</a>.</p>`,
    categorias: [1, 2],
    diasAtras: 11,
    autor: 'Lucía Hernández',
  },
  {
    slug: 'convocatoria-de-tutores-pares',
    titulo: 'Abrimos convocatoria para tutores pares',
    resumen:
      'Buscamos estudiantes que quieran acompañar a compañeros de grados anteriores. Requisitos, compromisos y lo que ganarás al participar.',
    contenido: `<h2>¿Qué es un tutor par?</h2>
<p>Un tutor par es un estudiante que acompaña a otro en una materia durante algunas semanas. No sustituye al docente: <em>explica con otras palabras</em>, resuelve dudas y ayuda a organizar el estudio.</p>
<h2>Lo que pedimos</h2>
<ul>
  <li>Disposición de una hora a la semana durante ocho semanas.</li>
  <li>Haber aprobado la materia que acompañarás.</li>
  <li>Asistir a dos sesiones de formación sobre cómo dar retroalimentación.</li>
</ul>
<h2>Lo que te llevas</h2>
<p>Enseñar es una de las mejores formas de aprender. Quienes han sido tutores dicen que entendieron los temas con más profundidad y que ganaron confianza para hablar en público.</p>
<p>Para inscribirte, habla con tu orientador o escríbenos desde la página de contacto. Y si te interesa cómo funcionan estos programas, visita <a href="/categoria/7">Comunidad y Colaboración</a>.</p>`,
    categorias: [1, 7],
    diasAtras: 16,
    autor: 'Valeria Castillo',
  },
  {
    slug: 'tecnica-pomodoro-bien-aplicada',
    titulo: 'La técnica Pomodoro, bien aplicada',
    resumen:
      'Bloques de 25 minutos y pausas cortas: la técnica Pomodoro es sencilla, pero tiene matices que marcan la diferencia. Cómo adaptarla a tu forma de estudiar.',
    contenido: `<h2>La idea básica</h2>
<p>La técnica Pomodoro divide el trabajo en bloques de <strong>25 minutos de concentración</strong> seguidos de <strong>5 minutos de pausa</strong>. Cada cuatro bloques se toma una pausa más larga, de 15 a 30 minutos.</p>
<h2>Los detalles que importan</h2>
<ul>
  <li><strong>Define la tarea antes de empezar.</strong> "Estudiar historia" es vago; "resumir el tema 3 en una página" es concreto.</li>
  <li><strong>Protege el bloque.</strong> Silencia notificaciones y deja el teléfono en otra habitación.</li>
  <li><strong>Descansa de verdad.</strong> En la pausa levántate, estira, toma agua. Revisar redes no es descanso.</li>
  <li><strong>Anota las interrupciones.</strong> Si recuerdas algo pendiente, escríbelo y vuelve a la tarea.</li>
</ul>
<h2>Adáptala a ti</h2>
<p>Veinticinco minutos no son una regla sagrada. Para lecturas largas, algunos prefieren bloques de 40 o 50 minutos; para tareas que cuestan mucho, bloques de 15 ayudan a arrancar. Lo importante es alternar esfuerzo y descanso de forma <em>deliberada</em>.</p>
<p>Combínala con el <a href="/blog">repaso espaciado</a> y verás que rindes más en menos tiempo.</p>`,
    categorias: [2],
    diasAtras: 20,
    autor: 'Lucía Hernández',
  },
  {
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
    titulo: 'Repaso espaciado: recordar más estudiando menos',
    resumen:
      'Repasar un tema en intervalos crecientes ayuda a fijarlo en la memoria. Te explicamos cómo armar un calendario de repasos sin complicarte.',
    contenido: `<h2>Por qué olvidamos</h2>
<p>Lo que aprendemos se desvanece con el tiempo si no lo usamos. El repaso espaciado aprovecha este hecho: en lugar de estudiar todo la noche anterior, <strong>repasas justo cuando empiezas a olvidar</strong>, y cada repaso hace que el recuerdo dure más.</p>
<h2>Un calendario sencillo</h2>
<ol>
  <li>Día 1: estudias el tema por primera vez.</li>
  <li>Día 2: primer repaso breve, de diez minutos.</li>
  <li>Día 4: segundo repaso, intentando recordar antes de mirar tus notas.</li>
  <li>Día 8 y día 16: repasos de mantenimiento.</li>
</ol>
<h2>Consejos prácticos</h2>
<ul>
  <li>Usa tarjetas con una pregunta por un lado y la respuesta por el otro.</li>
  <li>Separa las tarjetas en montones según lo bien que las recuerdas.</li>
  <li>Repasa primero las que más te cuestan.</li>
</ul>
<blockquote>Estudiar poco y seguido vence a estudiar mucho y de golpe.</blockquote>
<p>Encuentra más métodos en <a href="/categoria/2">Técnicas de Estudio</a>.</p>`,
    categorias: [2],
    diasAtras: 25,
    autor: 'Equipo Pupitre',
  },
  {
    slug: 'apuntes-cornell-paso-a-paso',
    titulo: 'Apuntes Cornell paso a paso',
    resumen:
      'El método Cornell divide la hoja en tres zonas para tomar notas, formular preguntas y resumir. Una guía práctica para usarlo desde la próxima clase.',
    contenido: `<h2>Tres zonas en una hoja</h2>
<p>El método Cornell organiza cada hoja de apuntes en tres partes: una columna ancha a la derecha para <strong>las notas</strong>, una columna estrecha a la izquierda para <strong>preguntas y palabras clave</strong>, y una franja inferior para <strong>el resumen</strong>.</p>
<h2>Durante y después de la clase</h2>
<ol>
  <li><strong>En clase:</strong> escribe en la columna derecha ideas, ejemplos y diagramas. Usa abreviaturas.</li>
  <li><strong>El mismo día:</strong> en la columna izquierda formula preguntas cuyas respuestas estén en tus notas.</li>
  <li><strong>Al terminar:</strong> escribe un resumen de tres o cuatro líneas con tus propias palabras.</li>
  <li><strong>Para repasar:</strong> tapa la columna derecha y responde las preguntas de la izquierda.</li>
</ol>
<h2>Errores frecuentes</h2>
<ul>
  <li>Copiar todo lo que dice el docente, palabra por palabra.</li>
  <li>Dejar las preguntas para la víspera del examen.</li>
  <li>Escribir resúmenes tan largos como las notas.</li>
</ul>
<p>Este método combina muy bien con el <a href="/blog">repaso espaciado</a>.</p>`,
    categorias: [2],
    diasAtras: 29,
    autor: 'Andrés Morales',
  },
  {
    slug: 'recuperacion-activa-ponte-a-prueba',
    titulo: 'Recuperación activa: ponte a prueba antes del examen',
    resumen:
      'Releer da sensación de dominio, pero recordar sin mirar es lo que de verdad consolida. Ideas para practicar la recuperación activa cada día.',
    contenido: `<h2>La trampa de releer</h2>
<p>Releer un capítulo hace que el texto nos resulte familiar, y esa familiaridad se confunde con aprendizaje. La <strong>recuperación activa</strong> propone lo contrario: cerrar el libro e intentar recordar.</p>
<h2>Formas de practicarla</h2>
<ul>
  <li><strong>Hoja en blanco:</strong> escribe todo lo que recuerdes de un tema y después compara con tus notas.</li>
  <li><strong>Preguntas propias:</strong> redacta cinco preguntas como si fueras el docente y respóndelas al día siguiente.</li>
  <li><strong>Explicar en voz alta:</strong> cuéntale el tema a alguien, o a ti mismo, sin apoyos.</li>
  <li><strong>Exámenes de práctica:</strong> resuelve ejercicios de evaluaciones anteriores con tiempo limitado.</li>
</ul>
<h2>Equivocarse también enseña</h2>
<p>Cuando no logras recordar algo, ese hueco te dice exactamente qué repasar. <em>El error durante la práctica es información</em>, no un fracaso.</p>
<p>Más ideas en <a href="/categoria/2">Técnicas de Estudio</a>.</p>`,
    categorias: [2, 4],
    diasAtras: 34,
    autor: 'Valeria Castillo',
  },
  {
    slug: 'procrastinacion-empezar-cuando-no-quieres',
    titulo: 'Procrastinación: cómo empezar cuando no quieres',
    resumen:
      'Posponer no siempre es flojera: muchas veces es evitar una emoción incómoda. Estrategias concretas para dar el primer paso.',
    contenido: `<h2>Qué hay detrás de posponer</h2>
<p>Solemos pensar que procrastinar es falta de voluntad, pero a menudo es una forma de <strong>evitar una sensación incómoda</strong>: miedo a hacerlo mal, aburrimiento o no saber por dónde empezar.</p>
<h2>Estrategias para arrancar</h2>
<ol>
  <li><strong>La regla de los cinco minutos:</strong> comprométete solo a trabajar cinco minutos. Casi siempre seguirás.</li>
  <li><strong>El siguiente paso visible:</strong> en vez de "hacer el ensayo", escribe "abrir el documento y poner el título".</li>
  <li><strong>Quita fricción:</strong> deja listos el material y el espacio desde la noche anterior.</li>
  <li><strong>Hazlo acompañado:</strong> estudiar en silencio junto a alguien ayuda a sostener la atención.</li>
</ol>
<h2>Trátate con amabilidad</h2>
<p>Castigarse por haber pospuesto suele generar más evasión. Reconoce lo que pasó, elige el siguiente paso y sigue. Si la procrastinación te genera mucha angustia, busca apoyo con orientación escolar.</p>
<p>Te puede servir también la <a href="/blog">técnica Pomodoro</a>.</p>`,
    categorias: [3],
    diasAtras: 38,
    autor: 'Lucía Hernández',
  },
  {
    slug: 'ansiedad-ante-los-examenes',
    titulo: 'Ansiedad ante los exámenes: entenderla para manejarla',
    resumen:
      'Un poco de nervios ayuda a concentrarse; demasiados bloquean. Recursos para antes, durante y después de una evaluación.',
    contenido: `<h2>Nervios que ayudan y nervios que bloquean</h2>
<p>Sentir algo de tensión antes de un examen es normal y hasta útil: nos mantiene alerta. El problema aparece cuando la ansiedad es tan intensa que <strong>impide pensar con claridad</strong>.</p>
<h2>Antes del examen</h2>
<ul>
  <li>Prepárate con práctica realista: resolver ejercicios en condiciones parecidas a las del examen reduce la incertidumbre.</li>
  <li>Duerme bien la noche anterior; desvelarse repasando suele empeorar el rendimiento.</li>
  <li>Llega con tiempo y evita conversaciones que aumenten la tensión.</li>
</ul>
<h2>Durante el examen</h2>
<ol>
  <li>Lee todas las preguntas y empieza por las que dominas.</li>
  <li>Si te bloqueas, respira lento: inhala en cuatro tiempos y exhala en seis.</li>
  <li>Marca la pregunta difícil y vuelve a ella después.</li>
</ol>
<h2>Cuándo pedir ayuda</h2>
<p>Si la ansiedad aparece con frecuencia o afecta tu sueño y tu ánimo, habla con orientación escolar o con un profesional de la salud. Pedir ayuda es una muestra de cuidado propio. Revisa más recursos en <a href="/categoria/3">Problemáticas en el Estudio</a>.</p>`,
    categorias: [3],
    diasAtras: 43,
    autor: 'Equipo Pupitre',
  },
  {
    slug: 'el-telefono-y-la-atencion',
    titulo: 'El teléfono y la atención: acuerdos para estudiar sin distracciones',
    resumen:
      'Las notificaciones interrumpen más de lo que creemos. Acuerdos sencillos para que el teléfono sea una herramienta y no un obstáculo.',
    contenido: `<h2>El costo de cada interrupción</h2>
<p>Cada vez que revisamos una notificación, la atención tarda en regresar a la tarea. Aunque la revisión dure segundos, <strong>retomar el hilo</strong> cuesta bastante más.</p>
<h2>Acuerdos que funcionan</h2>
<ul>
  <li><strong>Fuera de la vista:</strong> tener el teléfono en otra habitación reduce la tentación más que tenerlo boca abajo.</li>
  <li><strong>Modo concentración:</strong> activa el modo no molestar durante tus bloques de estudio.</li>
  <li><strong>Horarios para responder:</strong> revisa mensajes en las pausas, no durante el trabajo.</li>
  <li><strong>Herramientas a mano:</strong> si necesitas el teléfono para estudiar, deja abiertas solo esas aplicaciones.</li>
</ul>
<h2>En el aula</h2>
<p>Muchos grupos construyen sus propios acuerdos sobre el uso del teléfono. Cuando las reglas se discuten juntos, <em>se cumplen mejor</em>. Un buen punto de partida es preguntar: ¿para qué nos ayuda el teléfono en clase y cuándo nos estorba?</p>
<p>Más sobre herramientas en <a href="/categoria/5">Herramientas Tecnológicas</a>.</p>`,
    categorias: [3, 5],
    diasAtras: 47,
    autor: 'Andrés Morales',
  },
  {
    slug: 'dormir-bien-tambien-es-estudiar',
    titulo: 'Dormir bien también es estudiar',
    resumen:
      'Durante el sueño el cerebro organiza lo aprendido. Hábitos sencillos para descansar mejor en temporada de exámenes.',
    contenido: `<h2>El sueño y la memoria</h2>
<p>Mientras dormimos, el cerebro <strong>consolida</strong> lo que aprendimos durante el día. Sacrificar horas de sueño para estudiar más suele salir caro: al día siguiente cuesta concentrarse y recordar.</p>
<h2>Hábitos que ayudan</h2>
<ol>
  <li>Acuéstate y levántate a horas parecidas, incluso el fin de semana.</li>
  <li>Deja las pantallas al menos media hora antes de dormir.</li>
  <li>Evita bebidas con cafeína por la tarde.</li>
  <li>Si estudias de noche, termina con un repaso ligero, no con temas nuevos.</li>
</ol>
<h2>¿Y si no puedo dormir?</h2>
<p>Si das vueltas en la cama, levántate unos minutos, lee algo tranquilo con luz tenue y vuelve a intentarlo. Cuando el insomnio es frecuente, conviene consultarlo con un profesional de la salud.</p>
<p>Lee también sobre <a href="/categoria/3">ansiedad ante los exámenes</a>.</p>`,
    categorias: [3],
    diasAtras: 52,
    autor: 'Valeria Castillo',
  },
  {
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
    titulo: 'Evaluación formativa en el día a día',
    resumen:
      'Evaluar no es solo calificar: es recoger evidencias para ajustar la enseñanza mientras ocurre. Estrategias rápidas para cualquier clase.',
    contenido: `<h2>Evaluar para aprender</h2>
<p>La evaluación formativa sucede <strong>durante</strong> el aprendizaje, no al final. Su propósito es saber qué entendió el grupo para decidir qué hacer a continuación.</p>
<h2>Estrategias de cinco minutos</h2>
<ul>
  <li><strong>Boleto de salida:</strong> al terminar la clase, cada estudiante responde una pregunta en un papel.</li>
  <li><strong>Semáforo:</strong> tarjetas verde, amarilla o roja para indicar qué tan claro quedó un tema.</li>
  <li><strong>Pregunta y pausa:</strong> lanza una pregunta, da tiempo para pensar y luego elige quién responde.</li>
  <li><strong>Error intencional:</strong> presenta un ejercicio mal resuelto y pide encontrar el fallo.</li>
</ul>
<h2>Cerrar el ciclo</h2>
<p>Recoger evidencias sirve de poco si no cambian nada. Al revisar los boletos de salida, agrúpalos en tres montones: lo entendió, lo entendió a medias, no lo entendió. Esa clasificación te dice cómo empezar la siguiente clase.</p>
<blockquote>Una buena pregunta al final de la clase vale más que un examen sorpresa.</blockquote>
<p>Para profundizar, consulta los recursos de la <a href="https://www.unesco.org/es">UNESCO</a> sobre evaluación y aprendizaje.</p>`,
    categorias: [4, 6],
    diasAtras: 56,
    autor: 'Equipo Pupitre',
  },
  {
    slug: 'rubricas-claras-criterios-compartidos',
    titulo: 'Rúbricas claras, criterios compartidos',
    resumen:
      'Una buena rúbrica le dice al estudiante qué se espera antes de empezar, no solo después. Cómo diseñarla y usarla con el grupo.',
    contenido: `<h2>Para qué sirve una rúbrica</h2>
<p>Una rúbrica describe los criterios de un trabajo y los niveles de desempeño de cada uno. Bien usada, <strong>orienta el trabajo desde el principio</strong> y hace la calificación más justa y transparente.</p>
<h2>Cómo diseñarla</h2>
<ol>
  <li>Elige de tres a cinco criterios que de verdad importen para el aprendizaje.</li>
  <li>Describe cada nivel con conductas observables, no con adjetivos vagos como "bueno" o "excelente".</li>
  <li>Prueba la rúbrica con un trabajo de ejemplo antes de compartirla.</li>
  <li>Usa un lenguaje que tus estudiantes entiendan sin ayuda.</li>
</ol>
<h2>Úsala con el grupo</h2>
<ul>
  <li>Preséntala al asignar la tarea, no al devolverla calificada.</li>
  <li>Pide autoevaluaciones y coevaluaciones con la misma rúbrica.</li>
  <li>Comenta ejemplos anónimos de distintos niveles.</li>
</ul>
<p>Complementa esta idea con la <a href="/categoria/4">evaluación formativa</a>.</p>`,
    categorias: [4],
    diasAtras: 61,
    autor: 'Lucía Hernández',
  },
  {
    slug: 'aula-inclusiva-pequenos-cambios',
    titulo: 'Aula inclusiva: pequeños cambios con gran impacto',
    resumen:
      'La inclusión empieza por diseñar clases a las que todos puedan acceder. Ajustes concretos que benefician a todo el grupo.',
    contenido: `<h2>Diseñar para la diversidad</h2>
<p>En cualquier grupo hay estudiantes con ritmos, intereses y necesidades distintas. Un aula inclusiva no prepara una clase "normal" y luego adapta: <strong>diseña desde el inicio</strong> pensando en esa diversidad.</p>
<h2>Ajustes que ayudan a todos</h2>
<ul>
  <li><strong>Varias formas de presentar:</strong> combina explicación oral, texto escrito e imágenes.</li>
  <li><strong>Varias formas de responder:</strong> permite demostrar lo aprendido por escrito, oralmente o con un esquema.</li>
  <li><strong>Instrucciones por pasos:</strong> escríbelas en el pizarrón además de decirlas.</li>
  <li><strong>Tiempo flexible:</strong> ofrece tiempo extra cuando la prisa no es lo que se evalúa.</li>
</ul>
<h2>Escuchar a las familias y al grupo</h2>
<p>Las personas que mejor conocen las barreras son quienes las enfrentan. Pregunta a tus estudiantes qué les ayuda a aprender y trabaja con las familias y con el personal de apoyo de la escuela.</p>
<p>Encuentra orientaciones sobre educación inclusiva en el sitio de la <a href="https://www.unesco.org/es">UNESCO</a>.</p>`,
    categorias: [4, 7],
    diasAtras: 65,
    autor: 'Valeria Castillo',
  },
  {
    slug: 'retroalimentacion-que-si-se-lee',
    titulo: 'Retroalimentación que sí se lee',
    resumen:
      'Muchos comentarios en los trabajos nunca se leen. Cómo dar retroalimentación breve, específica y útil para el siguiente intento.',
    contenido: `<h2>El problema de los comentarios largos</h2>
<p>Cuando un trabajo regresa con una calificación y muchos comentarios, la mayoría de los estudiantes mira solo el número. La retroalimentación útil es <strong>breve, específica y orientada a la acción</strong>.</p>
<h2>Una estructura sencilla</h2>
<ol>
  <li><strong>Un acierto concreto:</strong> "Tu introducción plantea la pregunta con claridad".</li>
  <li><strong>Un aspecto a mejorar:</strong> "En el segundo párrafo falta un dato que respalde la idea".</li>
  <li><strong>Un siguiente paso:</strong> "Busca una fuente y añádela antes del viernes".</li>
</ol>
<h2>Que la usen</h2>
<ul>
  <li>Devuelve el trabajo con tiempo de clase para leer los comentarios.</li>
  <li>Pide que escriban qué harán distinto la próxima vez.</li>
  <li>Retrasa la calificación hasta que hayan leído la retroalimentación.</li>
</ul>
<p>Combínala con <a href="/categoria/4">rúbricas claras</a> para que los comentarios hablen el mismo idioma que los criterios.</p>`,
    categorias: [4],
    diasAtras: 70,
    autor: 'Andrés Morales',
  },
];
