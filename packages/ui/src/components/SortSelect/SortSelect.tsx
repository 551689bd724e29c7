import { Select } from '../Select/Select';

const labels = { reciente: 'Más recientes', antiguo: 'Más antiguos', alfabetico: 'Alfabéticamente' };
export type SortOrder = keyof typeof labels;
/** The orders, as the dropdown lists them. */
export const sortOrders = Object.keys(labels) as readonly SortOrder[];
const options = sortOrders.map((order) => ({ value: order, label: labels[order] }));

export interface SortSelectProps {
  value: SortOrder;
  onChange(order: SortOrder): void;
  label?: string;
}

/** The spec's sort dropdown: 'Ordenar por' with the three orders. */
export function SortSelect({ value, onChange, label = 'Ordenar por' }: SortSelectProps) {
  return (
    <Select
      label={label}
      value={value}
      onValueChange={(next) => onChange(next as SortOrder)}
      options={options}
    />
  );
}
