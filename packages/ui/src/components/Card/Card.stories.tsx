import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: 'Una tarjeta agrupa contenido relacionado: un artículo, un formulario o un aviso.',
    elevation: 'raised',
    padding: 'md',
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      {cardElevations.map((elevation) => (
        <Card key={elevation} {...args} elevation={elevation}>
          Elevación: {elevation}
        </Card>
      ))}
    </div>
  ),
};

export const ElevationsDark: Story = { ...Elevations, globals: { theme: 'dark' } };
