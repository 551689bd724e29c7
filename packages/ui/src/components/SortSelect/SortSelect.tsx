import { sortSelectMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Select } from '../Select/Select';

const orders = ['reciente', 'antiguo', 'alfabetico'] as const;
export type SortOrder = (typeof orders)[number];
/** The orders, as the dropdown lists them (named by `messages.sortSelect.orders`). */
export const sortOrders: readonly SortOrder[] = orders;

export interface SortSelectProps {
  /** The order on screen: reciente, antiguo or alfabetico. */
  value: SortOrder;
  onChange(order: SortOrder): void;
  /** The visible label; 'Ordenar por' by default. */
  label?: string;
}

/** The spec's sort dropdown: 'Ordenar por' with the three orders. */
export function SortSelect({ value, onChange, label }: SortSelectProps) {
  const copy = useMessages({ sortSelect: sortSelectMessages }).sortSelect;
  const options = sortOrders.map((order) => ({ value: order, label: copy.orders[order] }));
  return (
    <Select
      label={label ?? copy.label}
      value={value}
      onValueChange={(next) => onChange(next as SortOrder)}
      options={options}
    />
  );
}
