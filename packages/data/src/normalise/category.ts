import { asRecord, pickNumber, pickString } from './pick';

export interface Category {
  id: number;
  nombre: string;
  descripcion: string | null;
  color: string | null;
}

/** Accepts the spec's alternate names: ID_categoria/id, Nombre_categoria/Nombre/nombre, Descripcion/descripcion. */
export function normaliseCategory(raw: unknown): Category {
  const record = asRecord(raw);
  return {
    id: pickNumber(record, 'ID_categoria', 'id') ?? 0,
    nombre: pickString(record, 'Nombre_categoria', 'Nombre', 'nombre') ?? 'Sin categoría',
    descripcion: pickString(record, 'Descripcion', 'descripcion'),
    color: pickString(record, 'color', 'Color'),
  };
}
