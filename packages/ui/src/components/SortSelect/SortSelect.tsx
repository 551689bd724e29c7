import { Select } from '../Select/Select';

export const sortOrders = ['reciente', 'antiguo', 'alfabetico'] as const;
export type SortOrder = (typeof sortOrders)[number];

const labels: Record<SortOrder, string> = {
  reciente: 'Más recientes',
  antiguo: 'Más antiguos',
  alfabetico: 'Alfabéticamente',
};

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
      options={sortOrders.map((order) => ({ value: order, label: labels[order] }))}
    />
  );
}
