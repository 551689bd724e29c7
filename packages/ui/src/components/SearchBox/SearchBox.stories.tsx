import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
  parameters: {
    docs: guidance({
      resumen: [
        'Buscador de una línea: envía el término sin espacios sobrantes al pulsar Enter y se puede',
        'vaciar.',
      ],
      usar: 'Para buscar posts en un listado, dentro de `ListingToolbar` o del `Hero`.',
      evitar: 'Para filtrar por valores conocidos (usa `Select` o `CategoryFilterBar`).',
      accesibilidad: [
        'Es un formulario con rol de búsqueda y un campo con nombre («Buscar», oculto a la vista). El',
        'estado «Buscando...» se anuncia mientras llegan resultados y el botón «Limpiar búsqueda»',
        'devuelve el foco al campo. El marcador de posición no sustituye a la etiqueta. Con `name`, la',
        'búsqueda funciona aunque el JavaScript no haya cargado.',
      ],
    }),
  },
  args: { value: '', onChange: fn(), onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Busy: Story = {
  args: { value: 'evaluación', busy: true, placeholder: 'Buscar en esta categoría...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Buscando...');
  },
};

const searched = fn();

function Controlled() {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={setValue} onSearch={searched} />;
}

export const SearchesTrimmedAndIgnoresBlank: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(input, '   {Enter}');
    await expect(searched).not.toHaveBeenCalled();
    await userEvent.type(input, 'pomodoro  {Enter}');
    await expect(searched).toHaveBeenCalledWith('pomodoro');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** A box the server rendered, typed into before the page's scripts ran, then hydrated. */
function TypedBeforeHydration() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    element.innerHTML = renderToString(<Controlled />);
    const box = element.querySelector('input');
    if (box) box.value = 'cornell';
    const root = hydrateRoot(element, <Controlled />);
    return () => root.unmount();
  }, []);
  return <div ref={host} />;
}

export const ShowsTextTypedBeforeHydration: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <TypedBeforeHydration />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only a value the box knows shows the clear button; then Enter searches for it.
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  },
};
