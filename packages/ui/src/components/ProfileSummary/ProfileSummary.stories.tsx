import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AvatarUploader } from '../AvatarUploader/AvatarUploader';
import { ProfileSummary } from './ProfileSummary';

const meta = {
  title: 'Fragments/ProfileSummary',
  component: ProfileSummary,
  args: {
    name: 'Renata Ibarra',
    username: 'renata.ibarra',
    roleLabel: 'Estudiante',
    avatar: <AvatarUploader alt="Foto de perfil de Renata Ibarra" onFileSelect={fn()} />,
  },
  argTypes: {
    roleLabel: { control: 'inline-radio', options: ['Estudiante', 'Administrador'] },
    avatar: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongNameAsAdministrator: Story = {
  args: {
    name: 'María Guadalupe Fernández de la Concepción',
    username: 'maria.guadalupe.fernandez_coordinacion',
    roleLabel: 'Administrador',
  },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const NamesThePage: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Renata Ibarra' });
    await expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Renata Ibarra');
    await expect(within(region).getByText('@renata.ibarra')).toBeVisible();
    await expect(within(region).getByText('Estudiante')).toBeVisible();
    await expect(within(region).getByLabelText('Cambiar foto')).toBeInTheDocument();
  },
};
