import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from '../Hero/Hero';
import { guidance } from '../story-guidance';
import { ContactPromise } from './ContactPromise';

const meta = {
  title: 'Components/ContactSections/ContactPromise',
  component: ContactPromise,
  parameters: {
    docs: guidance({
      resumen: [
        'Insignia con un compromiso breve en la cabecera de contacto («Te responderemos en 48 horas»).',
      ],
      usar: 'Una sola vez, dentro del `Hero` de la página de contacto.',
      evitar: 'Para avisos o estados (usa `Notice`) ni para textos largos.',
      accesibilidad: [
        'Es texto normal: se lee en su lugar y no necesita rol ni anuncio. Mantén la frase corta y',
        'completa, con el plazo o el dato escrito en palabras.',
      ],
    }),
  },
  args: { children: 'Te responderemos en un plazo de 48 horas' },
  render: (args) => (
    <Hero title="Contacto" subtitle="¿Tienes una pregunta? Escríbenos." align="start">
      <ContactPromise {...args} />
    </Hero>
  ),
} satisfies Meta<typeof ContactPromise>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheHero: Story = {
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('region', { name: 'Contacto' });
    await expect(within(hero).getByText('Te responderemos en un plazo de 48 horas')).toBeVisible();
  },
};
