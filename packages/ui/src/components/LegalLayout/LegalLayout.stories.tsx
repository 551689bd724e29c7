import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Accordion } from '../Accordion/Accordion';
import { Subheadings } from '../Heading/HeadingLevel';
import { LegalBlock, LegalGuideGrid, LegalNote } from './LegalBlock';
import { LegalLayout } from './LegalLayout';

const content = {
  title: 'Términos de uso',
  updated: { text: '2 de enero de 2025', dateTime: '2025-01-02' },
  intro: 'Estas reglas explican cómo usar el sitio. Léelas con calma.',
  contact: { text: 'Si tienes dudas, escríbenos a', email: 'legal@ejemplo.org' },
};

const sections = [
  {
    id: 'uso',
    title: 'Uso del sitio',
    paragraphs: ['Puedes leer y comentar para fines educativos. Te comprometes a no:'],
    items: ['Publicar información falsa.', 'Enviar publicidad no solicitada.'],
  },
  {
    id: 'cuentas',
    title: 'Cuentas',
    paragraphs: ['Cuida tu contraseña.', 'Puedes borrar tu cuenta cuando quieras.'],
  },
];

const meta = {
  title: 'Fragments/LegalLayout',
  component: LegalLayout,
  subcomponents: { LegalBlock, LegalGuideGrid, LegalNote },
  args: { content, sections },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Términos de uso' })).toBeVisible();
    await expect(canvas.getByText('2 de enero de 2025')).toHaveAttribute('datetime', '2025-01-02');
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Uso del sitio' })).toBeVisible();
  },
};

export const ContentsLeadToEachSection: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getByRole('navigation', { name: 'Contenido' });
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#uso', '#cuentas', '#contacto']);
    await expect(canvasElement.querySelector('#cuentas')).toHaveTextContent('Cuida tu contraseña.');
  },
};

export const EndsWithTheAddressToWriteTo: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const contact = canvasElement.querySelector('#contacto') as HTMLElement;
    await expect(within(contact).getByRole('link', { name: 'legal@ejemplo.org' })).toHaveAttribute(
      'href',
      'mailto:legal@ejemplo.org',
    );
  },
};

export const WithHighlight: Story = {
  args: { content: { ...content, highlight: 'Nunca vendemos tus datos personales.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvas.getByRole('region', { name: 'Términos de uso' });
    await expect(within(hero).getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
    await expect(within(hero).getByText('Nunca vendemos tus datos personales.')).toBeVisible();
  },
};

/** A page with its own structure: blocks, an accordion, step lists and a note, without contents. */
export const OwnBlocks: Story = {
  args: {
    sections: undefined,
    children: (
      <>
        <LegalBlock title="Qué guardamos en tu navegador">
          <p>
            Solo la sesión (<code>pupitre.session</code>) y el tema elegido.
          </p>
          <p>No usamos cookies de terceros.</p>
        </LegalBlock>
        <LegalBlock title="Tipos de cookies">
          <Subheadings>
            <Accordion
              items={[
                { value: 'esenciales', title: 'Esenciales', content: <p>Mantienen tu sesión abierta.</p> },
                { value: 'marketing', title: 'Marketing', content: <p>No guardamos nada de este tipo.</p> },
              ]}
            />
          </Subheadings>
        </LegalBlock>
        <LegalBlock title="Cómo gestionarlas">
          <LegalGuideGrid
            guides={[
              { title: 'Chrome', steps: ['Abre la configuración.', 'Entra en Privacidad.'] },
              { title: 'Firefox', steps: ['Abre los ajustes.', 'Elige Privacidad.'] },
            ]}
          />
          <LegalNote>Si borras el almacenamiento, se cerrará tu sesión.</LegalNote>
        </LegalBlock>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Firefox' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Esenciales' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
