import { spanishNumber } from '../shared-copy';

export const statCardMessages = {
  /** The figure as readers write numbers ('1,234' in Mexican Spanish). */
  formatNumber: (value: number) => spanishNumber.format(value),
};
