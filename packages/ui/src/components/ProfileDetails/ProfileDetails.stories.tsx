import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileDetails } from './ProfileDetails';

const meta = {
  title: 'Fragments/ProfileDetails',
  component: ProfileDetails,
  args: {
    email: 'renata.ibarra@ejemplo.org',
    roleLabel: 'Estudiante',
    memberSince: '10 de febrero de 2025',
    memberSinceDateTime: '2025-02-10T16:00:00.000Z',
  },
  argTypes: { roleLabel: { control: 'inline-radio', options: ['Estudiante', 'Administrador'] } },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AdministratorWithLongAddress: Story = {
  args: {
    roleLabel: 'Administrador',
    email: 'coordinacion.academica.secundaria.tecnica.42@escuelas-publicas.edu.mx',
  },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const WithoutEmail: Story = {
  args: { email: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Información de la cuenta' })).toBeVisible();
    const email = canvas.getByText('Correo electrónico').nextElementSibling;
    await expect(email).toHaveTextContent('Sin correo registrado');
  },
};

export const ListsTermsAndValues: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Correo electrónico', 'Rol', 'Miembro desde']);
    const since = canvas.getByText('10 de febrero de 2025');
    await expect(since.tagName).toBe('TIME');
    await expect(since).toHaveAttribute('dateTime', '2025-02-10T16:00:00.000Z');
  },
};
