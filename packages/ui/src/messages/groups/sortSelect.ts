import { newest, oldest } from '../shared-copy';

export const sortSelectMessages = {
  label: 'Ordenar por',
  orders: { reciente: newest, antiguo: oldest, alfabetico: 'Alfabéticamente' },
};
