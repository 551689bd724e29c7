import { cancel } from '../shared-copy';

const spanishList = /*#__PURE__*/ new Intl.ListFormat('es', { type: 'conjunction' });

export const modeSwitchDialogMessages = {
  title: 'Modo HTML (Avanzado)',
  description:
    'En el modo HTML editarás el contenido como código, y el formato de la publicación se conserva tal cual. Si vuelves al modo simple, solo se convertirá lo que el editor simple puede mostrar.',
  confirm: 'Continuar al modo HTML',
  cancel,
  /** Asked only when going back to the simple editor would lose markup. */
  toSimple: {
    title: '¿Cambiar al modo simple?',
    description: (lost: readonly string[]) =>
      `El modo simple no puede mostrar ${spanishList.format(lost)}. Si cambias, ese formato se quitará de la publicación y se perderá al guardar.`,
    confirm: 'Cambiar y perder el formato',
  },
};
