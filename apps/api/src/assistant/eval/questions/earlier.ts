import type { EvalQuestion } from '../eval-question';

/**
 * The first evaluation set (issue 27), written by an earlier engineer, none reusing a content word of
 * its article's title. The thesaurus was tuned on it before issue 34, so it can only ever tune: it is
 * reported beside the tuning half, never as an estimate.
 */
export const earlierQuestions: EvalQuestion[] = [
  {
    n: 1001,
    question: '¿Trasnochar antes de una prueba me ayuda o me perjudica la memoria?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 1002,
    question: '¿Qué hago si me acuesto y no logro conciliar el sueño en época de parciales?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 1003,
    question: 'Mi hijo tiene TDAH y se distrae con todo, ¿qué ajustes puede hacer su maestra?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 1004,
    question: '¿Cómo preparo una clase pensando en alumnos con necesidades distintas?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 1005,
    question: '¿Cómo evito que el celular me robe la concentración cuando hago la tarea?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 1006,
    question: 'Cada vez que tengo un trabajo lo dejo para después, ¿cómo arranco?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 1007,
    question: 'Me da mucha flojera ponerme con las tareas, ¿algún truco?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 1008,
    question: 'Me pongo muy nervioso en las pruebas y me quedo en blanco, ¿qué hago?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 1009,
    question: '¿Cada cuánto tiempo conviene volver a revisar un tema para no olvidarlo?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 1010,
    question: '¿Cómo organizo mis notas de clase dividiendo la hoja en columnas?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 1011,
    question: 'Leo mis libros una y otra vez pero no se me queda nada, ¿qué estoy haciendo mal?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 1012,
    question: '¿Cómo compruebo que de verdad me sé un tema sin mirar el cuaderno?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 1013,
    question: '¿Sirve trabajar 25 minutos y descansar 5?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 1014,
    question: '¿Cómo sé a mitad de la clase si mis alumnos entendieron el tema?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 1015,
    question: '¿Cómo armo una tabla con niveles de desempeño para calificar un ensayo?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 1016,
    question: 'Mis estudiantes ignoran las correcciones que les dejo en sus tareas, ¿cómo hago que sirvan?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 1017,
    question: '¿Cómo llevo en Excel el progreso de cada alumno por aprendizaje?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 1018,
    question: 'Consejos para escribir un ensayo entre varios en Google Docs sin que sea un caos',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 1019,
    question: '¿Qué tamaño de letra uso en mis diapositivas para que se lean desde el fondo del salón?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 1020,
    question: '¿Cómo hago que mis láminas sirvan también a un alumno con baja visión?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 1021,
    question: '¿Cómo uso la agenda del celular para repartir mis pendientes de la semana?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 1022,
    question: '¿Qué debo hacer para que no me roben mis cuentas en internet?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 1023,
    question: 'Un compañero sube fotos mías a un chat sin permiso, ¿qué hago?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 1024,
    question: '¿Cómo invito a un colega a mirar cómo enseño sin que se sienta como una inspección?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 1025,
    question: 'Estoy quemado como maestro, ¿qué puedo hacer para no tronar?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 1026,
    question: '¿Me sirve escribir cada tarde lo que pasó con mis grupos?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 1027,
    question: '¿Cómo formamos un equipo de maestros que se reúna a mejorar la enseñanza con evidencias?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 1028,
    question: '¿Cómo diseño una unidad partiendo de las metas y no de las actividades?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 1029,
    question: '¿Vale la pena juntarme con compañeros para preparar un examen o es perder el tiempo?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 1030,
    question: '¿Cómo mejoro la relación con los papás de mis alumnos?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 1031,
    question: '¿Cómo pongo a mis alumnos a explicarse los temas en parejas dentro del salón?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 1032,
    question: 'Ideas para que mi grupo haga algo útil por su barrio',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 1033,
    question: '¿Cómo me apunto de voluntario para ayudar a chicos de grados menores?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 1034,
    question: '¿Dónde reviso cuándo caen las evaluaciones y entregas de este trimestre?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 1035,
    question: '¿Hay algún espacio para leer cuentos en voz alta con otros estudiantes?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 1036,
    question: '¿Cómo les fue a los equipos con sus prototipos en la muestra escolar de experimentos?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  // Held out from issue 27's tuning, then read when its figures were printed.
  {
    n: 1037,
    question: '¿Qué hago para que las notificaciones no me saquen de lo que repaso?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 1038,
    question: '¿Cuánto debe durar cada bloque de concentración y cada descanso?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 1039,
    question: '¿Cómo le explico a una mamá un problema de su hijo sin que se ponga a la defensiva?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 1040,
    question: 'Tengo una prueba mañana y me tiemblan las manos, ¿cómo me calmo?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 1041,
    question: '¿Qué son las tarjetas de memoria y cómo las uso para no olvidar?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 1042,
    question: '¿Cómo acompaño a un compañero de primer año que va mal en matemáticas?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 1043,
    question: 'Ideas para un huerto o una campaña de reciclaje con mi grupo',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 1044,
    question: '¿Cómo escribo en una libreta lo que pasó en el aula para mejorar como profe?',
    slug: 'diario-reflexivo-docente',
  },
];
