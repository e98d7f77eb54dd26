import { Select, type SelectProps } from '@mantine/core';

/**
 * The searchable picker of a region for the place filters, in a module of its own: its combobox code
 * loads once a reader picks Regional (place-filters-panel.tsx).
 */
export function RegionSelect(props: SelectProps) {
  return <Select searchable clearable {...props} />;
}
