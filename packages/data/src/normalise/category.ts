import type { CategoryWire } from '../schemas/category';
import { textOrNull } from './blank';

export interface Category {
  id: number;
  nombre: string;
  descripcion: string | null;
  color: string | null;
}

export function normaliseCategory(wire: CategoryWire): Category {
  return {
    id: wire.ID_categoria,
    nombre: wire.Nombre_categoria,
    descripcion: textOrNull(wire.Descripcion),
    color: textOrNull(wire.color),
  };
}
