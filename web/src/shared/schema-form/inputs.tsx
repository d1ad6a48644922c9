import { useState } from 'react';
import { Checkbox, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { NOT_VALID, type FieldDefinition } from '@cytocampus/schema';
import { ChoiceSelect } from '../forms/ChoiceSelect';
import { RichTextField } from '../rich-text/RichTextField';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';
import { valueAt } from './schemaValues';
import classes from './SchemaForm.module.css';

type Def<T extends FieldDefinition['type']> = Extract<FieldDefinition, { type: T }>;
interface InputProps<T extends FieldDefinition['type']> {
  info: SchemaFieldInfo;
  def: Def<T>;
  locked: boolean;
}

/** Texts, addresses and ids; the textarea and richtext widgets for long texts. */
export function TextField({ info, def, locked }: InputProps<'string' | 'url' | 'uuid'>) {
  const { form, readOnly } = useSchemaForm();
  const common = { label: info.label, withAsterisk: def.required, placeholder: readOnly ? undefined : def.display?.placeholder, disabled: locked };
  const widget = def.display?.widget;
  if (widget === 'richtext') {
    const value = valueAt(form.getValues(), info.path);
    return (
      <RichTextField
        label={info.label}
        withAsterisk={def.required}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => form.setFieldValue(info.path, html)}
        error={form.errors[info.path]}
        readOnly={readOnly || locked}
      />
    );
  }
  if (widget === 'textarea') return <Textarea {...common} autosize minRows={2} maxRows={8} {...form.getInputProps(info.path)} />;
  return <TextInput {...common} type={def.type === 'url' ? 'url' : 'text'} spellCheck={def.type === 'string'} {...form.getInputProps(info.path)} />;
}

/** A checkbox, or a switch with the switch widget. */
export function BoolField({ info, def, locked }: InputProps<'bool'>) {
  const { form } = useSchemaForm();
  // Beside an input in a row of two, the switch lines up with the input rather than its label.
  const props = { label: info.label, disabled: locked, className: classes.bool, ...form.getInputProps(info.path, { type: 'checkbox' }) };
  return def.display?.widget === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />;
}

/** One of the options; searchable above 12 options, list 11em high (shared ChoiceSelect). */
export function OptionField({ info, def, locked }: InputProps<'option'>) {
  const { form, readOnly } = useSchemaForm();
  const value = valueAt(form.getValues(), info.path);
  // Selects work with strings; options may be numbers, so the original value is looked up again.
  const data = def.options.map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <ChoiceSelect
      label={info.label}
      withAsterisk={def.required}
      data={data}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : null}
      onChange={(next) => form.setFieldValue(info.path, def.options.find((option) => String(option.value) === next)?.value ?? null)}
      clearable={!def.required}
      placeholder={readOnly ? undefined : (def.display?.placeholder ?? 'Select')}
      error={form.errors[info.path]}
      disabled={locked}
    />
  );
}

/** A list of short texts as one tags input; its entries' errors show on it. */
export function TagsField({ info, def, locked }: InputProps<'array'>) {
  const { form, readOnly } = useSchemaForm();
  const value = valueAt(form.getValues(), info.path);
  const tags = Array.isArray(value) ? value.map(String) : [];
  const entryError = Object.entries(form.errors).find(([key]) => key.startsWith(`${info.path}.`))?.[1];
  return (
    <TagsInput
      label={info.label}
      withAsterisk={def.required}
      value={tags}
      onChange={(next) => form.setFieldValue(info.path, next)}
      maxTags={def.max && def.max > 0 ? def.max : undefined}
      placeholder={readOnly ? undefined : (def.display?.placeholder ?? 'Type a tag and press Enter')}
      clearable
      error={form.errors[info.path] ?? entryError}
      disabled={locked}
    />
  );
}

/** Free-form data ('any'), edited as JSON; text that is not JSON is 'Value is not valid'. */
export function JsonField({ info, locked }: { info: SchemaFieldInfo; locked: boolean }) {
  const { form } = useSchemaForm();
  const value = valueAt(form.getValues(), info.path);
  const [text, setText] = useState(() => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2)));
  const settle = () => {
    if (text.trim() === '') return form.setFieldValue(info.path, null);
    try {
      form.setFieldValue(info.path, JSON.parse(text) as unknown);
    } catch {
      form.setFieldError(info.path, NOT_VALID);
    }
  };
  return (
    <Textarea
      label={info.label}
      withAsterisk={info.definition.required}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={settle}
      autosize
      minRows={3}
      maxRows={12}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      error={form.errors[info.path]}
      disabled={locked}
    />
  );
}
