export const toastMessages = {
  label: 'Notificaciones',
  close: 'Cerrar notificación',
  /** The toasts region's name; Radix puts the key that jumps to it (F8) in `{hotkey}`. */
  regionLabel: (label: string) => `${label} ({hotkey})`,
};
