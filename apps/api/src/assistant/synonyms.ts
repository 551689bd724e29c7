/**
 * How readers name what the articles call otherwise: a question holding every word of one of a line's
 * phrases (stemmed, in any order) also looks for that line's equivalents, at a lower weight. Kept small and about education;
 * each line is a real equivalence, not a pointer to one article.
 */
export const educationSynonyms: readonly (readonly [phrases: string[], equivalents: string[]])[] = [
  [['tdah'], ['deficit de atencion', 'hiperactividad', 'necesidades', 'inclusion']],
  [['deficit de atencion'], ['tdah', 'hiperactividad', 'necesidades', 'inclusion']],
  [['hiperactividad'], ['tdah', 'necesidades', 'inclusion']],
  [['discapacidad'], ['necesidades', 'inclusion', 'accesible']],
  [['baja vision'], ['accesible', 'contraste']],
  [['celular', 'movil'], ['telefono']],
  [['redes'], ['notificaciones', 'redes']],
  [
    ['trasnochar', 'desvelarme', 'desvelo'],
    ['dormir', 'sueño', 'desvelarse'],
  ],
  [['conciliar el sueño'], ['dormir', 'insomnio']],
  [['insomnio'], ['dormir', 'sueño']],
  [['nervios'], ['ansiedad', 'tension']],
  [
    ['nervioso', 'nerviosa'],
    ['ansiedad', 'nervios', 'tension'],
  ],
  [['en blanco'], ['bloquear']],
  [['prueba'], ['examen', 'evaluacion']],
  [
    ['pruebas', 'parciales'],
    ['examen', 'evaluaciones'],
  ],
  [
    ['dejar para despues', 'dejo para despues', 'postergar', 'aplazar', 'flojera', 'pereza'],
    ['procrastinar', 'posponer'],
  ],
  [
    ['quemado', 'quemada'],
    ['agotamiento', 'desgaste', 'cansancio'],
  ],
  [['burnout'], ['agotamiento', 'desgaste']],
  [
    ['agotado', 'agotada'],
    ['agotamiento', 'cansancio'],
  ],
  [['estres'], ['ansiedad', 'tension', 'agotamiento']],
  [['papas', 'padres', 'mamas'], ['familias']],
  [['maestro', 'maestra'], ['docente']],
  [['maestros'], ['docentes']],
  [['profesor', 'profesora'], ['docente']],
  [['profesores'], ['docentes']],
  [['alumno', 'alumna'], ['estudiante']],
  [['alumnos', 'chicos'], ['estudiantes']],
  [['excel'], ['hoja de calculo']],
  [['google docs', 'drive'], ['documentos compartidos']],
  [['diapositivas'], ['presentacion']],
  [
    ['laminas', 'powerpoint'],
    ['presentacion', 'diapositiva'],
  ],
  [['agenda'], ['calendario']],
  [['notas'], ['apuntes']],
  [['apuntes', 'cuaderno'], ['notas']],
  [['compruebo', 'comprobar'], ['prueba']],
  [
    ['si entendieron', 'si entienden', 'si aprendieron'],
    ['evaluacion formativa', 'evidencias'],
  ],
  [
    ['equipo de maestros', 'grupo de maestros', 'equipo docente'],
    ['colectivo', 'comunidad de aprendizaje'],
  ],
  [
    ['correcciones', 'corregir'],
    ['retroalimentacion', 'comentarios'],
  ],
  [['calificar'], ['evaluar', 'calificacion']],
  [['rubrica'], ['criterios']],
  [['trimestre', 'bimestre', 'semestre'], ['periodo']],
  [['deberes'], ['tareas']],
  [['memorizar'], ['recordar', 'memoria']],
  [['olvidar'], ['recordar', 'olvidamos']],
  [
    ['contrasena', 'hackeo'],
    ['contraseñas', 'datos'],
  ],
  [['bullying', 'ciberacoso'], ['acoso']],
  [['juntarme'], ['estudiar en grupo', 'reunirse']],
  [['con companeros'], ['grupo']],
  [['reunirnos'], ['grupo', 'reunirse']],
  [['apunto', 'apuntarme', 'inscribo'], ['inscribirte']],
  [['voluntario'], ['participar', 'convocatoria']],
  [
    ['barrio', 'colonia'],
    ['comunidad', 'comunitarios'],
  ],
  [['exposicion'], ['feria', 'presentaciones']],
  [['muestra'], ['feria']],
  [['experimentos'], ['ciencias', 'experimento']],
  [['cuentos'], ['lectura', 'leer']],
  [['subir', 'sube', 'suben'], ['publicar']],
  [['fotos'], ['fotografias']],
  // Added on the tuning half of issue 34.
  [
    ['temporizador', 'cronometro'],
    ['bloques', 'pausa', 'pomodoro'],
  ],
  [['interrumpo', 'interrumpir', 'interrupcion'], ['interrupciones']],
  [['fichas'], ['tarjetas']],
  [
    ['desvelarse', 'desvelarte', 'desvelo', 'desvelada'],
    ['dormir', 'sueño'],
  ],
  [
    ['escribir juntos', 'redactar juntos', 'escribir entre varios', 'escribir en equipo'],
    ['documentos compartidos', 'equipo'],
  ],
  [['calendar'], ['calendario']],
  [['horario de estudio'], ['calendario', 'bloques de estudio']],
  [
    ['robar cuentas', 'hackear', 'hackeen'],
    ['contraseñas', 'verificacion', 'datos'],
  ],
  [['observaciones'], ['comentarios']],
  [
    ['entre profesores', 'entre colegas', 'entre maestros', 'entre docentes'],
    ['colegas', 'pares'],
  ],
  [['cuantas personas', 'cuantos integrantes'], ['integrantes']],
  [
    ['informados', 'informar', 'avisar'],
    ['comunicacion', 'mensajes'],
  ],
  [
    ['estudio colectivo', 'estudio en grupo'],
    ['estudiar en grupo', 'grupo'],
  ],
  [
    ['bitacora de clase', 'libreta', 'diario de clase'],
    ['diario', 'reflexivo'],
  ],
  [
    ['amigos', 'estudiar juntos', 'repasar juntos'],
    ['estudiar en grupo', 'integrantes'],
  ],
  [['mama', 'papa', 'madre', 'padre'], ['familia']],
  [
    ['reprobar', 'reprobe', 'reprobado'],
    ['aprobado', 'requisitos'],
  ],
  [['una y otra vez', 'varias veces'], ['releer']],
  [
    ['calmar', 'calmarme', 'tiemblan', 'temblar'],
    ['ansiedad', 'nervios', 'respira'],
  ],
  [
    ['ponerme a', 'cueste menos'],
    ['empezar', 'arrancar'],
  ],
  [
    ['calificar justo', 'calificar justa', 'califico justa', 'califico justo'],
    ['rubrica', 'criterios'],
  ],
];
