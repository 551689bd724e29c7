import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { guidance } from '../story-guidance';
import { Notice, NoticeStack, noticeTones } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  subcomponents: { NoticeStack },
  parameters: {
    docs: guidance({
      resumen: [
        'Mensaje breve sobre un formulario o una página: un fallo, una buena noticia o una observación.',
        '`NoticeStack` los apila.',
      ],
      usar: [
        'Para el resultado de enviar un formulario o una condición de la página (este post es un',
        'borrador).',
      ],
      evitar: [
        'Para errores de un campo (van en el campo), para fallos de carga de un bloque (`ErrorState`) o',
        'para confirmaciones pasajeras (`Toast`).',
      ],
      accesibilidad: [
        'El tono decide cómo se anuncia: `danger` interrumpe (`alert`), `success` espera a que el',
        'lector termine (`status`) y `neutral` es una nota que no se anuncia. Muéstralo en el momento',
        'del suceso para que el anuncio ocurra; con `id`, un control puede citarlo en su',
        '`aria-describedby`. El icono y el color acompañan al texto, no lo sustituyen.',
      ],
    }),
  },
  args: { tone: 'danger', children: 'Credenciales inválidas' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <NoticeStack>
      <Notice tone="success">¡Registro exitoso! Ahora puedes iniciar sesión.</Notice>
      <Notice tone="danger">No se pudo conectar con el servidor. Verifica tu conexión a internet.</Notice>
      <Notice tone="danger" actions={<Button size="sm">Solicitar un nuevo enlace</Button>}>
        El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.
      </Notice>
      <Notice tone="neutral">Borrador: los lectores todavía no ven esta publicación.</Notice>
    </NoticeStack>
  ),
};

export const RemarkIsANoteNotAnAnnouncement: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { tone: 'neutral', children: 'Borrador: los lectores todavía no ven esta publicación.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Borrador');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  args: {
    children: 'Error en el registro: Este correo electrónico ya está registrado',
    actions: <Button size="sm">Activar modo desarrollo</Button>,
  },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const FailureIsAnnouncedAsAnAlert: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { children: 'Tu sesión ha expirado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Tu sesión ha expirado');
  },
};

export const SuccessIsAnnouncedPolitely: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { tone: 'success', children: '¡Registro exitoso! Ahora puedes iniciar sesión.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Registro exitoso!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const onSwitch = fn();

export const ActionUnderTheMessage: Story = {
  args: {
    children: 'Error en el registro: No se pudo conectar con el servidor.',
    actions: (
      <Button size="sm" tone="secondary" onClick={onSwitch}>
        Activar modo desarrollo
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Activar modo desarrollo' }));
    await expect(onSwitch).toHaveBeenCalledTimes(1);
  },
};

function StackThatEmpties() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <NoticeStack>{shown && <Notice tone="danger">Credenciales inválidas</Notice>}</NoticeStack>
      <Button variant="outline" tone="neutral" onClick={() => setShown(false)}>
        Descartar
      </Button>
    </>
  );
}

export const EmptyStackTakesNoRoom: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <StackThatEmpties />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = canvas.getByRole('alert').parentElement as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(stack).toBeEmptyDOMElement();
    await expect(getComputedStyle(stack).display).toBe('none');
  },
};
