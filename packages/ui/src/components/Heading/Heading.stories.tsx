import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoCards } from '../InfoCards/InfoCards';
import { PageSection } from '../PageSection/PageSection';
import { SidebarBox } from '../SidebarBox/SidebarBox';
import { guidance } from '../story-guidance';
import { Heading } from './Heading';
import { HeadingLevelProvider, Subheadings } from './HeadingLevel';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  subcomponents: { HeadingLevelProvider, Subheadings },
  parameters: {
    docs: guidance({
      resumen: [
        'Encabezado que toma su nivel del lugar donde está: h2 en la página y un nivel más dentro de',
        'cada bloque con título.',
      ],
      usar: [
        'Para todo título de bloque dentro de los componentes. `HeadingLevelProvider` fija el nivel de',
        'una zona y `Subheadings` baja uno para lo que envuelve.',
      ],
      evitar: [
        'Para el título de la página, que es el único h1 (lo ponen `Hero`, `PageHeader` o',
        '`PostHeader`), ni para dar tamaño a un texto que no es título.',
      ],
      accesibilidad: [
        'Los lectores de pantalla navegan por encabezados: este componente evita saltos de nivel (de h2',
        'a h4) al anidar bloques, y se detiene en h6. No trae estilo propio: el aspecto lo pone cada',
        'componente, así que el nivel responde a la estructura, no al tamaño.',
      ],
    }),
  },
  args: { children: 'Publicaciones recientes' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Straight on a page, under the page's h1: an h2. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Publicaciones recientes',
    );
  },
};

/** Each titled block puts what it holds one level below its own title: no level is skipped. */
export const NestedBlocksGoOneLevelDown: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => (
    <PageSection title="Sobre Pupitre">
      <PageSection title="Lo que nos motiva">
        <InfoCards
          items={[{ title: 'Aprender juntos', text: 'Docentes y estudiantes comparten lo que saben.' }]}
        />
      </PageSection>
      <SidebarBox title="Nuestro equipo">
        <Heading>Coordinación</Heading>
      </SidebarBox>
    </PageSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Sobre Pupitre');
    const third = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(third).toEqual(['Lo que nos motiva', 'Nuestro equipo']);
    const fourth = canvas.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(fourth).toEqual(['Aprender juntos', 'Coordinación']);
  },
};

/** A block under a heading the outline cannot see (one drawn by hand) is given its level. */
export const LevelGivenByThePage: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  decorators: [
    (Story) => (
      <HeadingLevelProvider level={4}>
        <Story />
      </HeadingLevelProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 4 })).toBeVisible();
  },
};

/** HTML has no h7: blocks deeper than h6 keep h6 rather than jump back up the outline. */
export const StopsAtTheSixthLevel: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  decorators: [
    (Story) => (
      <HeadingLevelProvider level={6}>
        <Subheadings>
          <Story />
        </Subheadings>
      </HeadingLevelProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 6 })).toBeVisible();
  },
};
