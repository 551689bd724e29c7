/**
 * Fresh evaluation set (issue 34), written after the retrieval it was first run
 * against, from the demo articles alone, by someone who never saw the retrieval
 * code or the other question sets.
 *
 * Sealed: no tuning script may import it; only its figures are printed.
 */
import type { EvalQuestion } from '../eval-question';

export const freshQuestions: EvalQuestion[] = [
  // arranca-el-club-de-lectura-de-los-viernes
  {
    n: 2001,
    question: 'hay algun club de lectura en la escuela al que pueda unirse mi hija de segundo?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 2002,
    question:
      'Me gustaría juntar a mis alumnos una vez por semana a compartir un cuento en voz alta y platicar de él sin poner nota. ¿Cómo organizo esas sesiones?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 2003,
    question: 'que preguntas les hago despues de escuchar un poema en grupo para que se animen a opinar',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 2004,
    question:
      'vi en el mural que alumnos y maestros se juntan media hora a compartir cuentos, de que se trata y como me apunto',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  // feria-de-ciencias-proyectos-que-resuelven-problemas-reales
  {
    n: 2005,
    question: 'Este año me toca organizar la feria de ciencias, ¿qué les funcionó a ustedes con los equipos?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 2006,
    question:
      'mis alumnos de secundaria tienen que hacer un experimento para exponer a los papás y no saben ni qué tema escoger, algún consejo?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 2007,
    question:
      'como logro que cada equipo lleve un cuaderno con lo que va probando en su experimento, aunque les salga mal',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 2008,
    question:
      'Los chicos se atoran a mitad del experimento y pierden semanas. ¿Sirve darles un rato fijo cada semana con un profe para orientarlos?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  // calendario-del-segundo-periodo-fechas-clave
  {
    n: 2009,
    question: 'Ya salió el calendario del segundo periodo con los exámenes, ¿cómo lo paso a un plan mío?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 2010,
    question:
      'nos pasaron la lista de exámenes, entregas y días feriados del trimestre; ¿qué hago con ese papel para no agarrar nada a última hora?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 2011,
    question: 'Dónde veo los días oficiales del ciclo escolar? mi escuela dice una cosa y la SEP otra',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 2012,
    question:
      'el profe nos marcó la entrega del trabajo grande para fin de trimestre, conviene ponerme entregas parciales antes? como las reparto',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  // convocatoria-de-tutores-pares
  {
    n: 2013,
    question: 'como me inscribo para ser tutor par? ya pase matematicas el año pasado',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 2014,
    question:
      'Soy de tercero y me gustaría ayudar a chicos de primero con las materias que ya aprobé. ¿Hay algún programa para eso y qué piden?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 2015,
    question:
      'cuantas horas a la semana tendria que dedicarle si me apunto para acompañar a un compañero mas chico',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 2016,
    question:
      '¿Hay que hacer alguna capacitación antes de empezar a apoyar a alumnos de grados menores en una materia?',
    slug: 'convocatoria-de-tutores-pares',
  },
  // tecnica-pomodoro-bien-aplicada
  {
    n: 2017,
    question: 'el pomodoro de 25 minutos me queda corto cuando leo novelas largas, puedo alargarlo?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 2018,
    question:
      'Estudio con un temporizador: 25 minutos de trabajo y 5 de descanso. ¿Qué hago en esos 5 minutos? Yo me pongo a ver TikTok',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 2019,
    question: 'cada cuantos ratitos de concentracion me toca un descanso mas largo',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 2020,
    question:
      'Cuando me pongo con el cronómetro se me vienen mil pendientes a la cabeza y pierdo el hilo, ¿qué hago con ellos?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  // repaso-espaciado-recordar-mas-estudiando-menos
  {
    n: 2021,
    question: 'como armo un calendario de repaso espaciado para biologia',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 2022,
    question:
      'Siempre me aprendo todo la noche anterior y a la semana ya se me borró. ¿Cada cuántos días debería volver a ver un tema?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 2023,
    question:
      'tengo tarjetitas con pregunta de un lado y respuesta del otro, como las separo en montones segun lo que ya me se?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 2024,
    question:
      'A mi hijo se le olvida lo del lunes para el viernes. ¿Cuántas veces y cada cuánto debería volver sobre lo que vio en clase?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  // apuntes-cornell-paso-a-paso
  {
    n: 2025,
    question: 'como se hacen los apuntes cornell',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 2026,
    question:
      'Quiero dividir la hoja del cuaderno en dos columnas y una franja abajo para el resumen. ¿Qué va en cada parte?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 2027,
    question:
      'en clase escribo todo lo que dice el profe palabra por palabra y despues no entiendo mis notas, que estoy haciendo mal',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 2028,
    question:
      'vi a una compañera que tapa la mitad de su hoja de notas y se hace preguntas, como funciona ese sistema?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  // recuperacion-activa-ponte-a-prueba
  {
    n: 2029,
    question: 'que es la recuperacion activa y como la practico',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 2030,
    question:
      'leo el capitulo tres veces y siento que ya me lo se, pero cuando la profe me pregunta no me sale nada. estoy estudiando mal?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 2031,
    question: '¿Sirve escribir en una hoja vacía todo lo que me acuerdo de un tema sin mirar el libro?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 2032,
    question:
      'Me invento preguntas como si yo fuera la maestra y las contesto al día siguiente, ¿eso funciona o pierdo el tiempo?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  // procrastinacion-empezar-cuando-no-quieres
  {
    n: 2033,
    question: 'tengo que empezar un ensayo y no me dan ganas, lo dejo para mañana siempre',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 2034,
    question: 'Dejo todo para el último momento aunque tenga tiempo de sobra. ¿Es flojera o qué me pasa?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 2035,
    question:
      'me siento culpable cada vez que aplazo las tareas y eso me hace aplazarlas mas, como salgo de ese circulo',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 2036,
    question:
      'Mi hijo se sienta frente a la tarea y no arranca nunca, ¿algún truco para que dé el primer paso?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  // ansiedad-ante-los-examenes
  {
    n: 2037,
    question: 'tengo mucha ansiedad antes de los examenes, que hago',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 2038,
    question:
      'En las pruebas me pongo tan nerviosa que se me olvida todo lo que sabía, ¿algún ejercicio de respiración para ese momento?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 2039,
    question:
      'mi hijo tiene dolor de panza y llora cada vez que le toca una evaluacion, en que momento debo buscar ayuda de un especialista',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 2040,
    question: 'Si en el parcial me trabo con una pregunta, ¿la salto o me quedo hasta resolverla?',
    slug: 'ansiedad-ante-los-examenes',
  },
  // el-telefono-y-la-atencion
  {
    n: 2041,
    question: 'como hago para que el telefono no me distraiga cuando estudio',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 2042,
    question:
      'Cada vez que me suena el celu pierdo el hilo de lo que estaba haciendo y me cuesta un montón volver',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 2043,
    question:
      'Quiero poner normas sobre el móvil con mi grupo de 2º de ESO, pero que las decidan ellos. ¿Por dónde empiezo?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 2044,
    question: 'es mejor dejar el celular boca abajo en la mesa o en otro cuarto mientras hago la tarea?',
    slug: 'el-telefono-y-la-atencion',
  },
  // dormir-bien-tambien-es-estudiar
  {
    n: 2045,
    question: '¿Es verdad que mientras dormimos se guarda lo que aprendimos en el día?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 2046,
    question:
      'Me quedo hasta las 3 de la mañana con los libros y al otro día no me entra nada, ¿vale la pena trasnochar?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 2047,
    question: 'me acuesto y paso horas dando vueltas sin pegar ojo, que hago',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 2048,
    question: '¿Mi hija puede tomar café por la tarde en época de parciales? Luego no concilia el sueño',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  // evaluacion-formativa-en-el-dia-a-dia
  {
    n: 2049,
    question: 'ejemplos de evaluacion formativa rapida para secundaria',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 2050,
    question: 'Al terminar la clase quiero saber en dos minutos quién entendió y quién no. ¿Qué puedo hacer?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 2051,
    question:
      'he oído de unas tarjetas verde, amarilla y roja para que los alumnos digan si entendieron, como se usan',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 2052,
    question: 'Recogí papelitos con una pregunta a la salida de clase, ¿y ahora qué hago con ellos?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  // rubricas-claras-criterios-compartidos
  {
    n: 2053,
    question: 'como hago una rubrica para calificar exposiciones orales',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 2054,
    question:
      'Mis alumnos siempre me reclaman las notas de los trabajos porque no sabían qué les iba a pedir. ¿Cómo les dejo eso por escrito desde el principio?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 2055,
    question:
      "en mi tabla de corrección pongo 'excelente', 'bueno', 'regular' y los chicos no entienden la diferencia, como describo mejor cada nivel",
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 2056,
    question:
      '¿Puedo hacer que los alumnos se califiquen a sí mismos y entre ellos con la misma tabla que uso yo?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  // aula-inclusiva-pequenos-cambios
  {
    n: 2057,
    question: 'tips para un aula inclusiva en primaria',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 2058,
    question:
      'tengo alumnos con ritmos muy distintos, uno con dislexia y otros que acaban en cinco minutos, como preparo la clase para que nadie se quede fuera',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 2059,
    question: '¿Es justo darles tiempo extra a algunos alumnos en una actividad o es hacer trampa?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 2060,
    question:
      'Algunos niños se expresan mejor hablando o con un esquema que escribiendo. ¿Puedo dejar que me demuestren lo que saben de otra forma?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  // retroalimentacion-que-si-se-lee
  {
    n: 2061,
    question: 'como doy retroalimentacion corta en los ensayos sin escribir una biblia',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 2062,
    question:
      'Me paso horas corrigiendo y poniendo comentarios y los chavales solo miran la nota. ¿Qué hago?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 2063,
    question: '¿conviene devolver los trabajos corregidos sin la calificación al principio?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 2064,
    question:
      'Que estructura le doy a un comentario en un trabajo corregido: lo bueno, lo que falta y que hacer despues?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  // hoja-de-calculo-para-registrar-avances
  {
    n: 2065,
    question: 'como armo una hoja de calculo para seguir el avance de cada alumno',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 2066,
    question: 'Quiero usar Excel con colores para ver rápido qué alumnos van atrasados en cada tema',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 2067,
    question:
      'en la planilla de notas solo tengo promedios y no me dice que les falta aprender, como la organizo distinto',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 2068,
    question:
      'Llevo un Google Sheets con escala 1, 2 y 3 por alumno y por tema. ¿Cada cuánto lo actualizo, al cierre del trimestre?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  // documentos-compartidos-para-trabajo-en-equipo
  {
    n: 2069,
    question: 'reglas para usar documentos compartidos en un trabajo en equipo',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 2070,
    question:
      'En el Google Docs del informe una compañera borró lo que yo escribí, ¿cómo nos organizamos para que no vuelva a pasar?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 2071,
    question: 'Como profe, ¿cómo sé quién hizo qué en un informe que escribieron cinco alumnos en línea?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 2072,
    question:
      'somos cuatro escribiendo el mismo informe en drive y quedo un desastre con partes repetidas y cada quien con su estilo',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  // presentaciones-accesibles
  {
    n: 2073,
    question: 'como hago presentaciones accesibles para alumnos con baja vision',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 2074,
    question: '¿Qué tamaño de letra uso en mis diapositivas para que se lea desde el fondo del salón?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 2075,
    question: 'que es eso del texto alternativo en las imagenes de un powerpoint',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 2076,
    question: 'Tengo un alumno daltónico y en mis slides marco lo importante en rojo y verde, ¿está mal?',
    slug: 'presentaciones-accesibles',
  },
  // calendario-digital-plan-de-estudio
  {
    n: 2077,
    question: 'como organizo mi plan de estudio en google calendar',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 2078,
    question:
      'Tengo una lista de pendientes eterna y nunca tacho nada. ¿Me sirve ponerle hora a cada cosa en la agenda del celular?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 2079,
    question: 'sirve ponerle un color distinto a cada materia en la agenda del movil',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 2080,
    question:
      '¿Qué meto primero en mi agenda semanal del móvil, las clases y el bus o los ratos para repasar?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  // ciudadania-digital-y-privacidad
  {
    n: 2081,
    question: 'Qué enseñar a mis alumnos sobre ciudadanía digital?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 2082,
    question: 'Mi hija usa la misma contraseña para todo, ¿cómo le explico por qué es peligroso?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 2083,
    question:
      'en el grupo de whatsapp del curso estan pasando capturas burlandose de una compañera, que hago',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 2084,
    question: '¿Está bien que los chicos suban a redes fotos de sus compañeros sin preguntarles?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  // observacion-entre-pares
  {
    n: 2085,
    question: 'como organizo una observacion entre pares con otra maestra de mi escuela',
    slug: 'observacion-entre-pares',
  },
  {
    n: 2086,
    question:
      'Una colega va a sentarse al fondo en una de mis lecciones la semana que viene, ¿qué hacemos antes, durante y después para que me sirva?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 2087,
    question:
      'Si entro al aula de un compañero a mirar cómo da su materia, ¿qué apunto: mi opinión o lo que pasa?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 2088,
    question:
      'entre compañeros del departamento queremos ir a vernos en accion, que reglas ponemos para que haya confianza y nadie se sienta evaluado',
    slug: 'observacion-entre-pares',
  },
  // bienestar-docente-prevenir-el-agotamiento
  {
    n: 2089,
    question: 'cuales son las señales de agotamiento docente',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 2090,
    question:
      'Soy maestra y llevo meses cansadísima aunque descanse el finde, ando irritable con los chicos. ¿Es burnout?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 2091,
    question:
      'corrijo examenes hasta medianoche todos los dias y ya no doy mas, como pongo limites sin dejar tirados a mis alumnos',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 2092,
    question:
      'En el colegio nos llenan de comisiones y reuniones eternas y estamos todos quemados. ¿Qué podemos proponer como claustro?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  // diario-reflexivo-docente
  {
    n: 2093,
    question: 'como empiezo un diario reflexivo siendo profe',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 2094,
    question:
      'Al terminar la jornada me gustaría apuntar lo que pasó en mis clases para mejorar, ¿qué preguntas me hago?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 2095,
    question:
      'llevo un cuaderno donde escribo como me fue cada dia con mis grupos pero no se que hacer con todo eso despues',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 2096,
    question:
      'No tengo tiempo de escribir páginas y páginas; ¿cuánto rato al día basta para anotar cómo me fue dando clase?',
    slug: 'diario-reflexivo-docente',
  },
  // comunidades-de-aprendizaje-docente
  {
    n: 2097,
    question: 'como armar una comunidad de aprendizaje docente en mi escuela',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 2098,
    question:
      'Con tres profes de mate queremos juntarnos cada mes a revisar trabajos de los alumnos y probar cosas nuevas. ¿Cómo nos organizamos?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 2099,
    question:
      'nuestras reuniones entre colegas se vuelven pura queja, como hacemos que giren en torno a una pregunta y que alguien modere',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 2100,
    question:
      'Queremos probar una estrategia en nuestras aulas y traer resultados a la siguiente junta de maestros, ¿hay alguna guía para ese ciclo?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  // planear-desde-el-final
  {
    n: 2101,
    question: 'alguien me explica eso de planear desde el final?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 2102,
    question:
      'Siempre armo mis unidades a partir de actividades divertidas pero no sé si sirven para algo. ¿Hay otra manera de diseñarlas?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 2103,
    question: 'que es el diseño inverso, me das un ejemplo con fracciones',
    slug: 'planear-desde-el-final',
  },
  {
    n: 2104,
    question: '¿En qué orden preparo una unidad didáctica: primero las actividades, el examen o las metas?',
    slug: 'planear-desde-el-final',
  },
  // grupos-de-estudio-que-funcionan
  {
    n: 2105,
    question: 'como hacer que un grupo de estudio funcione de verdad',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 2106,
    question:
      'Quedo con mis amigos para preparar el examen y acabamos hablando de todo menos de la materia. ¿Cómo lo evitamos?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 2107,
    question: 'cuantas personas es lo ideal para juntarse a repasar antes de un parcial',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 2108,
    question:
      '¿Conviene ver el tema por primera vez con mis compañeros o mejor llegar ya leído a la reunión?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  // comunicacion-escuela-familia
  {
    n: 2109,
    question: 'como mejorar la comunicacion entre la escuela y las familias',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 2110,
    question:
      'Los papás solo reciben mensajes míos cuando hay problemas y ya me contestan a la defensiva. ¿Cómo cambio eso?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 2111,
    question: 'Tengo reunión con los padres de un alumno que va mal, ¿cómo la empiezo y cómo la cierro?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 2112,
    question:
      'hay padres que trabajan por turnos y nunca pueden venir a las juntas del colegio, que alternativas les doy',
    slug: 'comunicacion-escuela-familia',
  },
  // tutoria-entre-estudiantes
  {
    n: 2113,
    question: 'como organizo la tutoria entre estudiantes dentro de mi salon',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 2114,
    question:
      'Quiero poner a mis alumnos en parejas para que uno le explique al otro, ¿junto al mejor con el que más batalla?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 2115,
    question:
      'cuando emparejo a los chicos para que se ayuden, el que sabe mas le pasa las respuestas y ya. como lo evito',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 2116,
    question: 'En las parejas de ayuda de mi clase siempre uno hace todo el trabajo, ¿cómo lo equilibro?',
    slug: 'tutoria-entre-estudiantes',
  },
  // proyectos-comunitarios-desde-la-escuela
  {
    n: 2117,
    question: 'ideas de proyectos comunitarios para hacer con niños de primaria',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 2118,
    question:
      'Quiero que mis alumnos hagan un huerto en el patio, ¿cómo lo planteo para que trabajen varias materias a la vez?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 2119,
    question:
      'mi grupo quiere hacer algo por el barrio, como averiguan que es lo que de verdad necesitan los vecinos?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 2120,
    question: 'Una campaña de reciclaje con los chicos del cole: ¿cómo medimos si sirvió de algo?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  // off-topic: no article answers these
  {
    n: 2121,
    question: 'como quedo el partido del america anoche',
    slug: null,
  },
  {
    n: 2122,
    question: '¿Qué papeles necesito para renovar el pasaporte de mi hijo menor de edad?',
    slug: null,
  },
  {
    n: 2123,
    question: 'receta facil de galletas para vender en la kermes del colegio',
    slug: null,
  },
  {
    n: 2124,
    question: 'Cómo se calcula el área de un trapecio? es para la tarea de mi hijo',
    slug: null,
  },
  {
    n: 2125,
    question: '¿Qué becas hay para estudiar una maestría en España siendo latinoamericana?',
    slug: null,
  },
  {
    n: 2126,
    question: 'otra vez hay piojos en el salon de mi hija, que champu sirve de verdad',
    slug: null,
  },
  {
    n: 2127,
    question: 'Perdí el certificado de secundaria, ¿cómo saco un duplicado?',
    slug: null,
  },
  {
    n: 2128,
    question: 'donde consigo la lista de utiles para tercero de primaria',
    slug: null,
  },
  {
    n: 2129,
    question: '¿Va a llover el sábado? Tenemos excursión con el cole y no sé si mandarle chubasquero',
    slug: null,
  },
  {
    n: 2130,
    question: 'cuanto gana un maestro de primaria en chile',
    slug: null,
  },
];
