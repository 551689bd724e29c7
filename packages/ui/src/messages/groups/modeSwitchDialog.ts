import { cancel } from '../shared-copy';

export const modeSwitchDialogMessages = {
  title: 'Modo HTML (Avanzado)',
  description:
    'En el modo HTML editarás el contenido como código, y el formato de la publicación se conserva tal cual. Si vuelves al modo simple, solo se convertirá lo que el editor simple puede mostrar.',
  confirm: 'Continuar al modo HTML',
  cancel,
};
