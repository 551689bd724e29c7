export const editorModeSwitchMessages = {
  label: 'Modo del editor',
  modes: { simple: 'Simple', html: 'HTML' },
};
