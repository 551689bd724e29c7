import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidance } from '../story-guidance';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  parameters: {
    docs: guidance({
      resumen: 'Superficie con borde o sombra que agrupa un contenido: plana, elevada o flotante.',
      usar: 'Para separar un bloque del fondo (un formulario, un resumen) con el relleno de la escala.',
      evitar: [
        'Como decoración de todo: una página llena de tarjetas no jerarquiza. Para posts o categorías',
        'usa sus tarjetas propias (`PostCard`, `CategoryCard`).',
      ],
      accesibilidad: [
        'No añade rol por sí misma: elige el elemento con `as` — `article` si el contenido se entiende',
        'solo, `section` si lleva encabezado, `div` si no. La sombra no es la única frontera: el borde',
        'y el fondo separan la tarjeta también en el tema oscuro.',
      ],
    }),
  },
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
