export const spinnerMessages = { label: 'Cargando...' };
