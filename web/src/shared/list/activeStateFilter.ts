import type { ListFilter } from './FilterBar';

/** Content lists' state filter: any state unless Active or Inactive is chosen (the API's `status`). */
export const ACTIVE_STATE_FILTER: ListFilter = {
  key: 'status',
  label: 'Status',
  placeholder: 'Any status',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
};
