/**
 * How readers name what the articles call otherwise: a question holding one of a line's phrases (accents
 * and case ignored, whole words) also looks for that line's equivalents. Kept small and about education;
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
];
