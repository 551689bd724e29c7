import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { CommunityStats } from './CommunityStats';

const meta = {
  title: 'Components/HomeSections/CommunityStats',
  component: CommunityStats,
  parameters: {
    docs: guidance({
      resumen: 'La comunidad en cifras («5K+ lectores») y, si se quiere, el testimonio de un lector.',
      usar: 'En la portada o en «Acerca de», para dar confianza con pocos datos.',
      evitar: 'Para datos de gestión (el panel usa `StatCard`) ni para cifras que cambian a cada momento.',
      accesibilidad: [
        'Las cifras son una lista de definiciones: cada valor va con lo que cuenta. Escribe los valores',
        'como deben leerse («98 %», «5K+») y el testimonio con autor y rol en texto.',
      ],
    }),
  },
  args: {
    stats: [
      { value: '3K+', label: 'Lectores' },
      { value: '150+', label: 'Artículos' },
      { value: '95%', label: 'Recomiendan' },
    ],
    testimonial: {
      quote: 'Preparo mis clases con estos artículos cada semana.',
      author: 'Laura Méndez',
      role: 'Profesora de primaria',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720, display: 'grid', gap: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommunityStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each figure is the definition of its label, so a screen reader says 'Lectores, 3K+'.
    const label = canvas.getByText('Lectores');
    await expect(label.tagName).toBe('DT');
    await expect(label.nextElementSibling).toHaveTextContent('3K+');
    await expect(canvas.getByText('Laura Méndez, Profesora de primaria')).toBeVisible();
  },
};

export const FiguresOnly: Story = { args: { testimonial: undefined } };
