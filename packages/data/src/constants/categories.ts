export interface FixedCategory {
  id: number;
  nombre: string;
  descripcion: string;
  color: string;
}

/** The seven categories of the spec, with their ids and colours; the API seeds them from here. */
export const CATEGORIES: readonly FixedCategory[] = [
  {
    id: 1,
    nombre: 'Noticias',
    descripcion: 'Novedades de la vida escolar, convocatorias y cambios que conviene conocer a tiempo.',
    color: '#FF6B6B',
  },
  {
    id: 2,
    nombre: 'Técnicas de Estudio',
    descripcion: 'Métodos probados para organizar el estudio, recordar más y aprovechar mejor el tiempo.',
    color: '#4ECDC4',
  },
  {
    id: 3,
    nombre: 'Problemáticas en el Estudio',
    descripcion: 'Procrastinación, ansiedad, distracciones y otros obstáculos, con ideas para superarlos.',
    color: '#FFD166',
  },
  {
    id: 4,
    nombre: 'Educación de Calidad',
    descripcion: 'Evaluación, inclusión y buenas prácticas para que todas y todos aprendan de verdad.',
    color: '#6A0572',
  },
  {
    id: 5,
    nombre: 'Herramientas Tecnológicas',
    descripcion: 'Recursos digitales útiles para el aula y para estudiar, explicados paso a paso.',
    color: '#1A936F',
  },
  {
    id: 6,
    nombre: 'Desarrollo Profesional Docente',
    descripcion: 'Formación, reflexión y bienestar para crecer como docente a lo largo de la carrera.',
    color: '#3D5A80',
  },
  {
    id: 7,
    nombre: 'Comunidad y Colaboración',
    descripcion: 'Experiencias de trabajo en equipo entre estudiantes, docentes y familias.',
    color: '#F18F01',
  },
];
