import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { OrganizationsField } from '../fields/OrganizationsField';
import type { ContentFieldContext, FieldRenderer } from './fieldContext';

/** The name, with the item's creation beside it, read-only (spec part 2 "Course editor": created (read-only)). */
function NameAndCreated({ context, label, created }: { context: ContentFieldContext; label: string; created: number }) {
  return (
    <>
      <TextInput label={label} withAsterisk spellCheck {...context.form.getInputProps('name')} />
      <TextInput label="Created" value={dayjs(created).format('MMM D, YYYY [at] HH:mm')} readOnly variant="filled" tabIndex={-1} />
    </>
  );
}

/** Field renderings every content type shares: name with its creation date, and sharing by organization names. */
export const commonFields: FieldRenderer = (context) => (info) => {
  switch (info.path) {
    case 'name':
      // The name's row has room for a second short field: the creation date of a saved item.
      return context.item ? <NameAndCreated context={context} label={info.label} created={context.item.created} /> : undefined;
    case 'allowedOrgs':
      return (
        <OrganizationsField context={context} path={info.path} label={info.label} description="These organizations see the item even when it is not public." />
      );
    case 'filterOrgs':
      return <OrganizationsField context={context} path={info.path} label={info.label} description="A public item is hidden from these organizations." />;
    default:
      return undefined;
  }
};
