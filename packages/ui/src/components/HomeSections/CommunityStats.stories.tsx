import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommunityStats } from './CommunityStats';

const meta = {
  title: 'Fragments/HomeSections/CommunityStats',
  component: CommunityStats,
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
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const FiguresOnly: Story = { args: { testimonial: undefined } };
