import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from '../Hero/Hero';
import { ContactPromise } from './ContactPromise';

const meta = {
  title: 'Fragments/ContactSections/ContactPromise',
  component: ContactPromise,
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
export const InTheHeroDark: Story = { ...InTheHero, globals: { theme: 'dark' } };
