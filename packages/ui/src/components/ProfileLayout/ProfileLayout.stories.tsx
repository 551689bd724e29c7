import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AvatarUploader } from '../AvatarUploader/AvatarUploader';
import { DangerZone } from '../DangerZone/DangerZone';
import { ProfileDetails } from '../ProfileDetails/ProfileDetails';
import { ProfilePosts } from '../ProfilePosts/ProfilePosts';
import { ProfileSummary } from '../ProfileSummary/ProfileSummary';
import { QuoteCard } from '../QuoteCard/QuoteCard';
import { ProfileColumns, ProfileLayout } from './ProfileLayout';
import { ProfileSection } from './ProfileSection';

function Profile() {
  return (
    <>
      <ProfileSummary
        name="Renata Ibarra"
        username="renata.ibarra"
        roleLabel="Estudiante"
        avatar={<AvatarUploader alt="Foto de perfil de Renata Ibarra" onFileSelect={fn()} />}
      />
      <ProfileColumns>
        <ProfileDetails
          email="renata.ibarra@ejemplo.org"
          roleLabel="Estudiante"
          memberSince="10 de febrero de 2025"
        />
        <QuoteCard text="Quien explica lo que sabe lo aprende dos veces." author="Equipo Pupitre" />
      </ProfileColumns>
      <ProfilePosts
        status="ready"
        posts={[{ id: 3, title: 'Diario de lectura: una semana con Rulfo', href: '/blog/3' }]}
        errorMessage="No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde."
        onRetry={fn()}
      />
      <DangerZone open={false} onOpenChange={fn()} onConfirm={fn()} />
    </>
  );
}

const meta = {
  title: 'Fragments/ProfileLayout',
  component: ProfileLayout,
  subcomponents: { ProfileColumns, ProfileSection },
  args: { inert: false, children: <Profile /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ProfileLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the taller account card the quote's panel reaches the foot of its own card: no empty half. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Frase del momento' });
    const card = region.parentElement as HTMLElement;
    const cardBottom =
      card.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(card).paddingBottom);
    const panelBottom = within(region).getByRole('figure').getBoundingClientRect().bottom;
    await expect(Math.abs(cardBottom - panelBottom)).toBeLessThan(2);
  },
};

export const SectionOnItsOwn: Story = {
  args: {
    children: (
      <ProfileSection title="Preferencias">
        <p style={{ margin: 0 }}>Recibir el boletín de la categoría Técnicas de Estudio.</p>
      </ProfileSection>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Preferencias' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Preferencias');
  },
};

export const InertPageCannotBeReached: Story = {
  tags: ['!autodocs', '!dev'],
  args: { inert: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Eliminar cuenta', hidden: true });
    button.focus();
    await expect(button).not.toHaveFocus();
  },
};
