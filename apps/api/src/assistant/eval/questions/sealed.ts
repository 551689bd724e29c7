// Written by split-pool.ts (seed 3434); do not edit by hand. Sealed: no tuning script imports it; only its figures are printed.
import type { EvalQuestion } from '../eval-question';

export const sealedQuestions: EvalQuestion[] = [
  {
    n: 1,
    question:
      '¿Hay alguna actividad en la escuela donde se lean textos en voz alta y se platique sobre ellos?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 2,
    question: 'Quiero replicar en mi salón una sesión semanal de lectura compartida, ¿cómo se organiza?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 3,
    question: '¿Qué preguntas puedo hacer después de leer un cuento con mi grupo para que todos participen?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 4,
    question: '¿Cuánto dura cada reunión del club de los viernes y quién elige qué se lee?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 5,
    question: 'Me gustaría que mis alumnos disfruten leer sin que les ponga calificación, ¿alguna propuesta?',
    slug: 'arranca-el-club-de-lectura-de-los-viernes',
  },
  {
    n: 9,
    question:
      'Voy a organizar una exposición de proyectos científicos, ¿qué funcionó para que los equipos no se atoraran?',
    slug: 'feria-de-ciencias-proyectos-que-resuelven-problemas-reales',
  },
  {
    n: 13,
    question: '¿Cuándo son los exámenes y entregas de este periodo y cómo los anoto?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 15,
    question: '¿Qué días del calendario de la escuela debo marcar al empezar el bimestre?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 17,
    question: '¿Los días sin clase y las juntas con familias vienen en el calendario de la escuela?',
    slug: 'calendario-del-segundo-periodo-fechas-clave',
  },
  {
    n: 19,
    question: '¿Cómo me inscribo para ayudar a estudiantes más chicos con una materia?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 20,
    question: '¿Qué requisitos piden para ser tutor de otro alumno?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 22,
    question: '¿Qué gano si me ofrezco a asesorar a alumnos de primer año?',
    slug: 'convocatoria-de-tutores-pares',
  },
  {
    n: 25,
    question: '¿Qué es eso de estudiar en bloques de 25 minutos con descansos?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 26,
    question: '¿Cada cuánto debo tomar un descanso largo si estudio por intervalos con temporizador?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 28,
    question: '¿Qué hago durante las pausas cortas para que de verdad descanse?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 30,
    question: '¿Cómo uso el método del tomate para estudiar historia?',
    slug: 'tecnica-pomodoro-bien-aplicada',
  },
  {
    n: 31,
    question: '¿Cada cuántos días tengo que volver a estudiar un tema para que no se me olvide?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 33,
    question: '¿Es mejor estudiar todo la noche anterior o poco a poco durante varias semanas?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 34,
    question: '¿Por qué se me olvida lo que estudié hace una semana?',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 35,
    question: 'Dame un calendario de días para repasar vocabulario de inglés',
    slug: 'repaso-espaciado-recordar-mas-estudiando-menos',
  },
  {
    n: 40,
    question: '¿Cómo uso mis notas de clase para repasar tapando una parte?',
    slug: 'apuntes-cornell-paso-a-paso',
  },
  {
    n: 45,
    question: '¿Es bueno resolver exámenes de años anteriores para estudiar?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 46,
    question: '¿Por qué releer los apuntes no basta para aprender?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 47,
    question: '¿Cómo me autoevalúo sin ver el libro para saber si ya me sé el tema?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 48,
    question: '¿Equivocarme mientras practico significa que estudio mal?',
    slug: 'recuperacion-activa-ponte-a-prueba',
  },
  {
    n: 49,
    question: 'Siempre dejo las tareas para el último momento, ¿cómo empiezo?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 50,
    question: '¿Qué es la regla de los cinco minutos para ponerse a trabajar?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 51,
    question: 'No tengo ganas de empezar el ensayo, ¿algún truco para arrancar?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 52,
    question: '¿Por qué pospongo las cosas aunque sé que son importantes?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 53,
    question: 'Me siento culpable por aplazar todo, ¿cómo salgo de ese círculo?',
    slug: 'procrastinacion-empezar-cuando-no-quieres',
  },
  {
    n: 56,
    question: '¿Qué ejercicio de respiración sirve si me bloqueo en una prueba?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 58,
    question: '¿Cuándo debo pedir ayuda si el miedo a las pruebas no me deja dormir?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 59,
    question: '¿Por qué pregunta conviene empezar un examen si estoy angustiado?',
    slug: 'ansiedad-ante-los-examenes',
  },
  {
    n: 63,
    question: 'Mis alumnos están todo el tiempo con el celular en clase, ¿cómo hacemos acuerdos?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 66,
    question: '¿Por qué me cuesta retomar la tarea después de revisar un mensaje?',
    slug: 'el-telefono-y-la-atencion',
  },
  {
    n: 68,
    question: '¿Cuánto tiempo antes de acostarme debo dejar las pantallas?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 71,
    question: '¿Qué pasa en el cerebro mientras descansamos de noche con lo que aprendimos?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 72,
    question: '¿Puedo estudiar temas nuevos justo antes de acostarme?',
    slug: 'dormir-bien-tambien-es-estudiar',
  },
  {
    n: 75,
    question: 'Ideas rápidas para comprobar la comprensión del grupo en cinco minutos',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 77,
    question: '¿Qué hago con las respuestas que recojo al final de la clase?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 78,
    question: '¿Qué diferencia hay entre calificar y evaluar para aprender?',
    slug: 'evaluacion-formativa-en-el-dia-a-dia',
  },
  {
    n: 80,
    question: '¿Cómo hago una tabla de criterios con niveles de desempeño?',
    slug: 'rubricas-claras-criterios-compartidos',
  },
  {
    n: 87,
    question: '¿Qué ajustes ayudan a un estudiante con discapacidad sin dejar atrás al resto?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 88,
    question: '¿Debo dar tiempo extra en los exámenes a quien lo necesita?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 89,
    question: '¿Cómo presento un tema de varias maneras para que todos lo entiendan?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 90,
    question: '¿Cómo trabajo con el personal de apoyo y las familias de alumnos con barreras para aprender?',
    slug: 'aula-inclusiva-pequenos-cambios',
  },
  {
    n: 92,
    question: '¿Cómo escribo comentarios en un trabajo que sirvan para la próxima entrega?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 93,
    question: '¿Qué estructura uso para corregir un ensayo sin escribir demasiado?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 95,
    question: '¿Cómo logro que mis estudiantes usen mis correcciones?',
    slug: 'retroalimentacion-que-si-se-lee',
  },
  {
    n: 97,
    question: '¿Cómo llevo en Excel el progreso de cada alumno?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 98,
    question: '¿Cómo uso colores en una planilla para ver quién necesita apoyo?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 99,
    question: '¿Qué columnas pongo para seguir los aprendizajes de mi grupo?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 102,
    question: '¿Cómo detecto a tiempo qué alumnos se están quedando atrás usando Google Sheets?',
    slug: 'hoja-de-calculo-para-registrar-avances',
  },
  {
    n: 104,
    question: '¿Cómo evito que en Google Docs se borren el trabajo unos a otros?',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 106,
    question: 'Reglas para redactar un informe entre cinco personas en la nube',
    slug: 'documentos-compartidos-para-trabajo-en-equipo',
  },
  {
    n: 109,
    question: '¿Qué tamaño de letra uso en mis diapositivas?',
    slug: 'presentaciones-accesibles',
  },
  {
    n: 116,
    question: '¿Sirve ponerle un color a cada materia en la agenda del celular?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 118,
    question: '¿Cuántos días antes me conviene poner recordatorios de entregas?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 120,
    question: '¿Qué hago el domingo para preparar mi semana de estudio?',
    slug: 'calendario-digital-plan-de-estudio',
  },
  {
    n: 123,
    question: '¿Está mal compartir capturas de una conversación privada?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 124,
    question: '¿Cómo hablo con mis alumnos sobre el respeto en redes sociales sin sermonearlos?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 125,
    question: '¿Es seguro publicar mi ubicación en internet?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 126,
    question: '¿Qué es la verificación en dos pasos?',
    slug: 'ciudadania-digital-y-privacidad',
  },
  {
    n: 127,
    question: '¿Cómo invito a un colega a ver mi clase sin que parezca una inspección?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 129,
    question: '¿Qué debo anotar cuando visito el salón de un compañero?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 132,
    question: '¿Lo que vea un colega en mi aula debe quedar entre nosotros?',
    slug: 'observacion-entre-pares',
  },
  {
    n: 133,
    question: '¿Qué puedo hacer como docente para no pasarme todos los fines de semana revisando tareas?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 134,
    question: 'Estoy quemada como maestra, ¿cómo me recupero?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 135,
    question: '¿Cuáles son las señales del burnout en profesores?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 136,
    question: 'Siento que nada de lo que hago en la escuela alcanza y estoy siempre cansado, ¿qué hago?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 137,
    question: '¿Cómo pongo límites a los mensajes de los padres fuera de horario?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 138,
    question: '¿Qué puede hacer la escuela para que los maestros no terminen exhaustos?',
    slug: 'bienestar-docente-prevenir-el-agotamiento',
  },
  {
    n: 139,
    question: '¿Me sirve escribir todos los días lo que pasó en mis clases?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 140,
    question: '¿Qué preguntas me hago al final del día para mejorar mi forma de enseñar?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 142,
    question: '¿Cómo mejoro mi práctica docente reflexionando por escrito?',
    slug: 'diario-reflexivo-docente',
  },
  {
    n: 145,
    question: '¿Cómo formo un grupo de maestros que se reúna a mejorar la enseñanza?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 148,
    question: '¿Qué roles conviene repartir en las reuniones entre colegas?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 149,
    question: '¿Cómo usamos evidencias de los estudiantes en una reunión de academia?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 150,
    question: '¿Cuántos docentes hacen falta para armar un círculo de estudio profesional?',
    slug: 'comunidades-de-aprendizaje-docente',
  },
  {
    n: 151,
    question: '¿Cómo diseño una unidad empezando por las metas y no por las actividades?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 155,
    question: '¿Cómo redacto metas de comprensión para una secuencia sobre fracciones?',
    slug: 'planear-desde-el-final',
  },
  {
    n: 159,
    question: '¿Cómo organizamos una tarde de repaso con compañeros para que no se vuelva plática?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 160,
    question: '¿Es mejor leer un tema por primera vez solo o acompañado?',
    slug: 'grupos-de-estudio-que-funcionan',
  },
  {
    n: 165,
    question: '¿Qué canales conviene acordar con los padres de familia al inicio del ciclo?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 166,
    question: '¿Cómo empiezo una junta con padres?',
    slug: 'comunicacion-escuela-familia',
  },
  {
    n: 169,
    question: '¿Cómo organizo que mis alumnos se expliquen los temas en parejas dentro del salón?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 174,
    question: '¿Cómo cierro una actividad de ayuda entre compañeros para saber qué aprendió cada uno?',
    slug: 'tutoria-entre-estudiantes',
  },
  {
    n: 176,
    question: '¿Cómo organizo un huerto escolar con mis alumnos?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 178,
    question: '¿Cómo empiezo una campaña de reciclaje en la escuela?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 179,
    question: '¿Cómo detectamos una necesidad de la colonia para trabajarla en clase?',
    slug: 'proyectos-comunitarios-desde-la-escuela',
  },
  {
    n: 183,
    question: '¿Quién ganó el mundial de fútbol de 2010?',
    slug: null,
  },
  {
    n: 184,
    question: '¿Cómo cambio el aceite de mi coche?',
    slug: null,
  },
  {
    n: 186,
    question: '¿Me recomiendas una serie para ver este fin de semana?',
    slug: null,
  },
  {
    n: 187,
    question: '¿Cómo se cuida un cactus en invierno?',
    slug: null,
  },
];
