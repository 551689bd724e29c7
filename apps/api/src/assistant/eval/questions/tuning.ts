// Written by split-pool.ts (seed 3434); do not edit by hand. The only half tuning may read.
import type { EvalQuestion } from '../eval-question';

export const tuningQuestions: EvalQuestion[] = [
  {
    n: 6,
    question: '¿Puedo unirme con mi grupo a las sesiones de lectura en voz alta que organiza la escuela?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 7,
    question: '¿Cómo le fue a la muestra de experimentos de este año?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 8,
    question:
      '¿Qué aprendieron los equipos al investigar problemas de su entorno para la exposición científica?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 10,
    question:
      '¿Por qué conviene que los alumnos lleven una bitácora con sus hipótesis y resultados aunque salgan mal?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 11,
    question: '¿Qué van a cambiar para el próximo ciclo en el evento de proyectos de ciencia?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 12,
    question: '¿Cómo hago que mis alumnos elijan un experimento que tenga que ver con su comunidad?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 14,
    question: '¿Dónde consulto las fechas oficiales del ciclo escolar?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 16,
    question:
      '¿Cómo convierto el calendario escolar en un plan personal para no llegar tarde a las entregas?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 18,
    question: '¿Qué hago si mi escuela cambió una fecha que aparece en el calendario oficial de la SEP?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 21,
    question: '¿Cuántas horas a la semana tendría que dedicar si acompaño a un compañero de un grado menor?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 23,
    question: 'Reprobé matemáticas el año pasado, ¿puedo apoyar a otros en esa materia?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 24,
    question: '¿Dan alguna capacitación antes de empezar a apoyar a un compañero como tutor?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 27,
    question:
      '¿Es obligatorio que los bloques de concentración sean de 25 minutos o puedo hacerlos más largos?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 29,
    question: 'Uso un temporizador para estudiar pero me interrumpo a cada rato, ¿cómo protejo ese tiempo?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 32,
    question: '¿Cómo hago tarjetas de preguntas y respuestas para memorizar?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 36,
    question: '¿En qué orden repaso mis fichas si algunas ya me las sé y otras no?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 37,
    question: '¿Cómo tomo notas dividiendo la hoja en columnas y un resumen abajo?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 38,
    question: '¿Qué pongo en la columna izquierda de mis notas?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 39,
    question: 'Copio todo lo que dice el profe palabra por palabra, ¿hay una mejor forma de tomar notas?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 41,
    question: '¿Qué tan largo debe ser el resumen al final de cada hoja de notas?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 42,
    question: '¿Hay un método para organizar mis notas de clase con preguntas y palabras clave?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 43,
    question: 'Leo el libro varias veces pero en el examen no me acuerdo, ¿qué hago?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 44,
    question: '¿Sirve escribir en una hoja en blanco todo lo que recuerdo de un tema?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 54,
    question: '¿Cómo dejo preparado mi espacio para que me cueste menos ponerme a estudiar?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 55,
    question: 'Me pongo muy nervioso antes de un examen y se me olvida todo, ¿qué hago?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 57,
    question: '¿Es normal sentir tensión antes de una evaluación?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 60,
    question: 'Mi hija sufre mucho estrés cada vez que tiene exámenes, ¿cómo la ayudo?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 61,
    question: '¿Cómo evito que el celular me distraiga cuando hago tarea?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 62,
    question: '¿Sirve poner el móvil boca abajo mientras estudio?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 64,
    question: '¿Qué hago con las notificaciones de WhatsApp mientras estudio?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 65,
    question: '¿Conviene activar el modo no molestar para concentrarme?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 67,
    question: '¿Vale la pena desvelarse estudiando antes de un examen?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 69,
    question: 'No puedo conciliar el sueño en época de exámenes, ¿qué hago?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 70,
    question: '¿El café en la tarde afecta mi descanso?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 73,
    question: '¿Cómo sé si mis alumnos entendieron la clase antes de que termine?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 74,
    question: '¿Qué es un boleto de salida?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 76,
    question: '¿Cómo uso tarjetas de colores para saber qué tan claro quedó un tema?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 79,
    question: '¿Cómo califico un proyecto en equipo de forma justa?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 81,
    question: '¿Cuántos criterios debe tener una guía de calificación?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 82,
    question: '¿Cuándo debo darles a mis alumnos los criterios con los que voy a calificar?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 83,
    question: '¿Cómo evito usar palabras vagas como "bueno" o "excelente" al describir niveles de logro?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 84,
    question: '¿Pueden mis estudiantes evaluarse entre ellos con los mismos criterios que uso yo?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 85,
    question: 'Tengo un alumno con TDAH, ¿qué cambios hago en mi clase?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 86,
    question: '¿Cómo planeo una clase para alumnos con distintas necesidades?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 91,
    question: 'Mis alumnos solo ven la calificación y no leen mis comentarios, ¿qué hago?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 94,
    question: '¿Conviene entregar la nota después de que lean las observaciones?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 96,
    question: 'Ejemplo de un comentario breve y específico para un trabajo escrito',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 100,
    question: '¿Qué escala uso para marcar si un alumno está en inicio, en proceso o ya lo logró?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 101,
    question: '¿Con quién debo compartir el archivo con los datos de mis estudiantes?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 103,
    question: '¿Qué herramienta digital me recomiendan para que mis alumnos escriban un trabajo juntos?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 105,
    question: '¿Cómo sé qué escribió cada integrante del equipo en un archivo en línea?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 107,
    question: '¿Qué hago si no estoy de acuerdo con lo que escribió un compañero en nuestro documento?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 108,
    question: '¿Puedo usar el historial de cambios para calificar a cada integrante?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 110,
    question: '¿Cómo hago que un alumno con baja visión pueda seguir mis láminas?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 111,
    question: '¿Es mala idea poner texto encima de fotos en un PowerPoint?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 112,
    question: '¿Qué es el texto alternativo y para qué lo pongo en las imágenes?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 113,
    question: '¿Cuántas ideas pongo en cada lámina?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 114,
    question: 'Consejos de contraste y colores para proyectar en el salón',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 115,
    question: '¿Cómo organizo mi semana de estudio en Google Calendar?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 117,
    question: '¿Qué anoto primero cuando armo mi horario de estudio?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 119,
    question: 'Tengo una lista enorme de pendientes y no hago nada, ¿cómo le asigno un horario?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 121,
    question: '¿Cómo protejo mis cuentas para que no me las roben?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 122,
    question: '¿Qué hago si veo que están acosando a alguien en un grupo de WhatsApp?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 128,
    question: 'Quiero aprender de la clase de otra maestra, ¿cómo la observo?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 130,
    question: '¿Cómo hacemos entre profesores para darnos retroalimentación de nuestras clases?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 131,
    question: '¿Cómo elijo un foco cuando un compañero va a mirar mi clase?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 141,
    question: '¿Cuánto tiempo debo dedicar a una bitácora de clase?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 143,
    question: '¿Cada cuándo conviene releer mis notas de lo que pasa en el aula?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 144,
    question: '¿Cómo registro lo que funcionó en una clase sin que me quite mucho tiempo?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 146,
    question: '¿Cada cuánto debe reunirse un colectivo de profesores para analizar trabajos de alumnos?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 147,
    question:
      'Queremos mejorar la comprensión de problemas de matemáticas entre varios profesores, ¿por dónde empezamos?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 152,
    question: '¿Qué es el diseño inverso?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 153,
    question: '¿Cómo hago una planeación didáctica que tenga claro qué deben comprender mis alumnos?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 154,
    question: '¿Conviene decidir la tarea final antes de preparar las clases?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 156,
    question: 'Mis clases tienen actividades divertidas pero no sé si llevan a algún lado, ¿cómo las ordeno?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 157,
    question: '¿Vale la pena estudiar con amigos para un examen?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 158,
    question: '¿Cuántas personas conviene que tenga un equipo para repasar juntos?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 161,
    question: '¿Cómo repartimos el tiempo en una sesión de estudio colectiva?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 162,
    question: 'Mis amigos y yo nos juntamos a estudiar pero acabamos platicando, ¿qué reglas ponemos?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 163,
    question: '¿Cómo mejoro la relación con los papás de mis alumnos?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 164,
    question: '¿Cómo le digo a una mamá que su hijo tiene problemas sin que se ponga a la defensiva?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 167,
    question: '¿Vale la pena mandar a las familias también buenas noticias de sus hijos?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 168,
    question:
      'Algunos papás trabajan todo el día y nunca pueden venir, ¿qué hago para mantenerlos informados?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 170,
    question: '¿Cómo formo parejas de estudiantes para que uno ayude al otro?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 171,
    question: '¿Qué gana el alumno que le explica a su compañero?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 172,
    question:
      '¿Cómo evito que el estudiante más avanzado le dé las respuestas al otro en lugar de ayudarle a pensar?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 173,
    question: '¿Conviene intercambiar los roles entre quien explica y quien aprende?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 175,
    question: 'Ideas para que mi grupo haga algo útil por su barrio',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 177,
    question: '¿Qué pasos sigo para un proyecto de servicio a la comunidad con estudiantes?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 180,
    question: '¿Cómo compartimos con las familias lo que logró el grupo en su proyecto social?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 181,
    question: '¿Cuál es la capital de Australia?',
    slug: null,
  },
  {
    n: 182,
    question: '¿Cómo preparo unas enchiladas verdes?',
    slug: null,
  },
  {
    n: 185,
    question: '¿A cuánto está el dólar hoy?',
    slug: null,
  },
  {
    n: 188,
    question: '¿Cuántas patas tiene una araña?',
    slug: null,
  },
];
