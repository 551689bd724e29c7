import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
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
export const BusyDark: Story = { ...Busy, globals: { theme: 'dark' } };

const searched = fn();

function Controlled() {
  const [value, setValue] = useState('');
  return <SearchBox value={value} onChange={setValue} onSearch={searched} />;
}

export const SearchesTrimmedAndIgnoresBlank: Story = {
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
  render: () => <TypedBeforeHydration />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only a value the box knows shows the clear button; then Enter searches for it.
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  },
};
