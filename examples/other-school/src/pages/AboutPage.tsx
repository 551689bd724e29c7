import { Accordion, PageLayout, PageSection } from '@pupitre/ui';

const questions = [
  {
    value: 'cuota',
    title: '¿Hay que pagar cuota?',
    content: 'No. Somos una escuela pública y gratuita; la cooperadora recibe aportes voluntarios.',
  },
  {
    value: 'comedor',
    title: '¿Tienen comedor?',
    content: 'Sí, para jornada extendida: almuerzo de 12 a 13 con menú aprobado por la nutricionista.',
  },
  {
    value: 'residencias',
    title: '¿Dónde hacen las residencias los estudiantes del profesorado?',
    content: 'En nuestras aulas de inicial y primario y en escuelas asociadas de Godoy Cruz y Las Heras.',
  },
];

export function AboutPage() {
  return (
    <PageLayout>
      <header className="intro">
        <h1>Institucional</h1>
        <p>Una escuela normal: el nivel inicial y el primario son también el aula del profesorado.</p>
      </header>
      <PageSection title="Preguntas frecuentes">
        <Accordion items={questions} />
      </PageSection>
      <PageSection title="Datos personales" headingId="datos">
        <p>
          Los datos de la inscripción los usa solo la secretaría de la escuela, según la Ley 25.326 de
          Protección de los Datos Personales.
        </p>
      </PageSection>
    </PageLayout>
  );
}
