import type { ReactNode } from 'react';
import { DateField } from './DateField';
import { FileField } from './FileField';
import { BoolField, JsonField, OptionField, TagsField, TextField } from './inputs';
import { ListField } from './ListField';
import { NumberField } from './NumberField';
import { ObjectField, TupleField } from './ObjectField';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';

/** One field of any type: the editor's own rendering if it has one, else the type's input. */
export function SchemaField(info: SchemaFieldInfo) {
  const { renderField, isNew } = useSchemaForm();
  const custom = renderField?.(info);
  if (custom !== undefined) return custom;
  const { definition: def } = info;
  // canUpdate false: set when the item is created, then shown but fixed.
  const locked = def.canUpdate === false && !isNew;
  let input: ReactNode;
  switch (def.type) {
    case 'string':
    case 'url':
    case 'uuid':
      input = <TextField info={info} def={def} locked={locked} />;
      break;
    case 'bool':
      input = <BoolField info={info} def={def} locked={locked} />;
      break;
    case 'number':
    case 'index':
      input = <NumberField info={info} def={def} locked={locked} />;
      break;
    case 'date':
      input = <DateField info={info} def={def} locked={locked} />;
      break;
    case 'option':
      input = <OptionField info={info} def={def} locked={locked} />;
      break;
    case 'array':
      input = def.display?.widget === 'tags' ? <TagsField info={info} def={def} locked={locked} /> : <ListField info={info} def={def} locked={locked} />;
      break;
    case 'object':
      input = <ObjectField info={info} def={def} />;
      break;
    case 'tuple':
      input = <TupleField info={info} def={def} />;
      break;
    case 'file':
    case 'image':
      input = <FileField info={info} def={def} locked={locked} />;
      break;
    case 'any':
      input = <JsonField info={info} locked={locked} />;
      break;
  }
  return input;
}
