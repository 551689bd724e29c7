import { Button, Card, Dialog, PageLayout, PageSection, PostCard, Tabs, useToast } from '@pupitre/ui';
import { news } from '../news';

const levels = [
  {
    value: 'inicial',
    label: 'Inicial',
    text: 'Salas de 3, 4 y 5 años, de 8 a 12 o de 13:30 a 17:30, con huerta y taller de títeres.',
  },
  {
    value: 'primario',
    label: 'Primario',
    text: 'De primero a séptimo grado, jornada extendida con inglés, música y educación física todos los días.',
  },
  {
    value: 'profesorado',
    label: 'Profesorado',
    text: 'Profesorado de Educación Primaria e Inicial, cuatro años, turno vespertino.',
  },
];

export function HomePage() {
  const toast = useToast();
  return (
    <PageLayout>
      <header className="intro">
        <h1>Escuela Normal Aguaribay</h1>
        <p>Formamos maestras y maestros desde 1912, a la sombra de los aguaribayes de la calle Rivadavia.</p>
      </header>

      <Card as="section" padding="lg" aria-labelledby="inscripciones">
        <h2 id="inscripciones">Inscripciones 2026</h2>
        <p>Anotate en la lista de espera y te avisamos cuando te toque el turno en la secretaría.</p>
        <div className="actions">
          <Button
            onClick={() =>
              toast({
                title: '¡Listo! Ya estás en la lista.',
                description: 'Te escribimos al correo de la familia.',
                tone: 'success',
              })
            }
          >
            Anotate
          </Button>
          <Dialog.Root>
            <Dialog.Trigger asChild>
              <Button variant="outline">Ver requisitos</Button>
            </Dialog.Trigger>
            <Dialog.Content title="Requisitos de inscripción" description="Traé los originales y una copia.">
              <ul>
                <li>DNI del estudiante y de quien lo inscribe</li>
                <li>Libreta de salud con las vacunas al día</li>
                <li>Constancia de domicilio</li>
              </ul>
              <Dialog.Actions>
                <Dialog.Close asChild>
                  <Button>Entendido</Button>
                </Dialog.Close>
              </Dialog.Actions>
            </Dialog.Content>
          </Dialog.Root>
        </div>
      </Card>

      <PageSection title="Niveles">
        <Tabs.Root defaultValue="inicial">
          <Tabs.List aria-label="Niveles">
            {levels.map((level) => (
              <Tabs.Trigger key={level.value} value={level.value}>
                {level.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {levels.map((level) => (
            <Tabs.Content key={level.value} value={level.value}>
              <p>{level.text}</p>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </PageSection>

      <PageSection title="Novedades">
        <div className="news-grid">
          {news.map((post, index) => (
            <PostCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
      </PageSection>
    </PageLayout>
  );
}
