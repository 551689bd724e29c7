/** The about page's copy (reading-area §2 "About page"). */

export const ABOUT_TITLE = 'Acerca de Pupitre';

export const aboutIntro =
  'Pupitre nació en un salón de clases: un grupo de estudiantes de ingeniería quería un lugar donde docentes y alumnos compartieran lo que de verdad les ayuda a aprender. Hoy es un blog abierto, con artículos, técnicas y noticias pensados para llevarse al aula.';

export interface Motivation {
  title: string;
  text: string;
}

/** Why Pupitre exists: the five motivations of the spec, in its order. */
export const motivations: Motivation[] = [
  {
    title: 'Ampliar horizontes',
    text: 'Reunimos ideas, métodos y experiencias de aulas muy distintas para que cada lector descubra otras maneras de aprender y de enseñar.',
  },
  {
    title: 'Impulsar el progreso',
    text: 'La educación mejora cuando se comparte lo que funciona. Publicamos prácticas probadas y reflexiones que invitan a dar el siguiente paso.',
  },
  {
    title: 'Apoyar a los estudiantes',
    text: 'Ofrecemos técnicas de estudio, consejos y recursos para enfrentar exámenes, proyectos y cambios de etapa con más confianza.',
  },
  {
    title: 'Comunicar noticias',
    text: 'Contamos de forma clara y a tiempo las convocatorias, los cambios y las novedades que afectan a la vida escolar.',
  },
  {
    title: 'Hacer crecer la comunidad',
    text: 'Queremos que docentes y estudiantes conversen, comenten y colaboren en un espacio cercano y respetuoso.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  /** The code profile handle: the link goes to https://github.com/<handle>. */
  handle: string;
}

/** The six developers behind Pupitre (demo people, not real persons). */
export const team: TeamMember[] = [
  { name: 'Valeria Ochoa Ramírez', role: 'Coordinación y desarrollo full stack', handle: 'pupitre-vochoa' },
  { name: 'Diego Alcaraz Medina', role: 'Desarrollo de interfaces', handle: 'pupitre-dalcaraz' },
  { name: 'Ximena Zepeda Cárdenas', role: 'Diseño y accesibilidad', handle: 'pupitre-xzepeda' },
  { name: 'Emilio Barajas Torres', role: 'Desarrollo del servidor y la API', handle: 'pupitre-ebarajas' },
  { name: 'Renata Villaseñor Ruiz', role: 'Bases de datos e infraestructura', handle: 'pupitre-rvillasenor' },
  { name: 'Santiago Preciado Lara', role: 'Pruebas y calidad', handle: 'pupitre-spreciado' },
];

export const profileUrl = (handle: string) => `https://github.com/${handle}`;

export interface Value {
  title: string;
  text: string;
}

/** The four values of the spec: innovation, collaboration, inclusion, excellence. */
export const values: Value[] = [
  {
    title: 'Innovación',
    text: 'Probamos herramientas y enfoques nuevos, y contamos con honestidad qué funcionó y qué no.',
  },
  {
    title: 'Colaboración',
    text: 'Cada artículo mejora con las preguntas y los aportes de quienes lo leen y lo comentan.',
  },
  {
    title: 'Inclusión',
    text: 'Escribimos para todas las personas: lenguaje claro, diseño accesible y respeto por cada forma de aprender.',
  },
  {
    title: 'Excelencia',
    text: 'Revisamos, contrastamos y corregimos para que cada publicación sea útil, precisa y esté bien hecha.',
  },
];
