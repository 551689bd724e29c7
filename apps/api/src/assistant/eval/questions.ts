/**
 * Questions as teachers, students and families type them, each with the demo article that answers it
 * (by slug). None reuses a content word of its article's title: the assistant must find the passage
 * that answers, not the closest title. `questions.test.ts` checks that rule.
 */
export interface EvalQuestion {
  question: string;
  slug: string;
}

export const evalQuestions: EvalQuestion[] = [
  {
    question: '¿Trasnochar antes de una prueba me ayuda o me perjudica la memoria?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    question: '¿Qué hago si me acuesto y no logro conciliar el sueño en época de parciales?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    question: 'Mi hijo tiene TDAH y se distrae con todo, ¿qué ajustes puede hacer su maestra?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    question: '¿Cómo preparo una clase pensando en alumnos con necesidades distintas?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    question: '¿Cómo evito que el celular me robe la concentración cuando hago la tarea?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    question: 'Cada vez que tengo un trabajo lo dejo para después, ¿cómo arranco?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    question: 'Me da mucha flojera ponerme con las tareas, ¿algún truco?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    question: 'Me pongo muy nervioso en las pruebas y me quedo en blanco, ¿qué hago?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    question: '¿Cada cuánto tiempo conviene volver a revisar un tema para no olvidarlo?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    question: '¿Cómo organizo mis notas de clase dividiendo la hoja en columnas?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    question: 'Leo mis libros una y otra vez pero no se me queda nada, ¿qué estoy haciendo mal?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    question: '¿Cómo compruebo que de verdad me sé un tema sin mirar el cuaderno?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    question: '¿Sirve trabajar 25 minutos y descansar 5?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    question: '¿Cómo sé a mitad de la clase si mis alumnos entendieron el tema?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    question: '¿Cómo armo una tabla con niveles de desempeño para calificar un ensayo?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    question: 'Mis estudiantes ignoran las correcciones que les dejo en sus tareas, ¿cómo hago que sirvan?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    question: '¿Cómo llevo en Excel el progreso de cada alumno por aprendizaje?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    question: 'Consejos para escribir un ensayo entre varios en Google Docs sin que sea un caos',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    question: '¿Qué tamaño de letra uso en mis diapositivas para que se lean desde el fondo del salón?',
    slug: 'presentaciones-accesibles',
  },
  {
    question: '¿Cómo hago que mis láminas sirvan también a un alumno con baja visión?',
    slug: 'presentaciones-accesibles',
  },
  {
    question: '¿Cómo uso la agenda del celular para repartir mis pendientes de la semana?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    question: '¿Qué debo hacer para que no me roben mis cuentas en internet?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    question: 'Un compañero sube fotos mías a un chat sin permiso, ¿qué hago?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    question: '¿Cómo invito a un colega a mirar cómo enseño sin que se sienta como una inspección?',
    slug: 'observacion-entre-pares',
  },
  {
    question: 'Estoy quemado como maestro, ¿qué puedo hacer para no tronar?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    question: '¿Me sirve escribir cada tarde lo que pasó con mis grupos?',
    slug: 'diario-reflexivo-docente',
  },
  {
    question: '¿Cómo formamos un equipo de maestros que se reúna a mejorar la enseñanza con evidencias?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    question: '¿Cómo diseño una unidad partiendo de las metas y no de las actividades?',
    slug: 'planear-desde-el-final',
  },
  {
    question: '¿Vale la pena juntarme con compañeros para preparar un examen o es perder el tiempo?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    question: '¿Cómo mejoro la relación con los papás de mis alumnos?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    question: '¿Cómo pongo a mis alumnos a explicarse los temas en parejas dentro del salón?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    question: 'Ideas para que mi grupo haga algo útil por su barrio',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    question: '¿Cómo me apunto de voluntario para ayudar a chicos de grados menores?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    question: '¿Dónde reviso cuándo caen las evaluaciones y entregas de este trimestre?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    question: '¿Hay algún espacio para leer cuentos en voz alta con otros estudiantes?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    question: '¿Cómo les fue a los equipos con sus prototipos en la muestra escolar de experimentos?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
];

/**
 * Written after the thesaurus and weights were tuned on the set above and never tuned on: how the
 * assistant does on questions it was not shaped by. Reported apart, not held to the targets.
 */
export const heldOutQuestions: EvalQuestion[] = [
  {
    question: '¿Qué hago para que las notificaciones no me saquen de lo que repaso?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    question: '¿Cuánto debe durar cada bloque de concentración y cada descanso?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    question: '¿Cómo le explico a una mamá un problema de su hijo sin que se ponga a la defensiva?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    question: 'Tengo una prueba mañana y me tiemblan las manos, ¿cómo me calmo?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    question: '¿Qué son las tarjetas de memoria y cómo las uso para no olvidar?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    question: '¿Cómo acompaño a un compañero de primer año que va mal en matemáticas?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    question: 'Ideas para un huerto o una campaña de reciclaje con mi grupo',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    question: '¿Cómo escribo en una libreta lo que pasó en el aula para mejorar como profe?',
    slug: 'diario-reflexivo-docente',
  },
];
