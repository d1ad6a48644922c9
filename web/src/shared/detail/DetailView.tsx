import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ItemAbilities } from '@cytocampus/contracts';
import { DETAIL_TEXT } from './detailTexts';
import type { DetailEditor } from './useDetailEditor';
import classes from './DetailView.module.css';

export interface DetailViewProps<V extends object> {
  editor: DetailEditor<V>;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Next to the title (a 'Deactivated' badge). */
  badges?: ReactNode;
  /** What the server says the caller may do with this item; a new item has none. */
  abilities?: Pick<ItemAbilities, 'canEdit' | 'canDel'>;
  /** More buttons shown in view mode (Activate/Deactivate User, Reset Password). */
  actions?: ReactNode;
  /** Form sections; disabled outside update mode. */
  children: ReactNode;
  /** Shown under the form, outside it (an organization's members). */
  after?: ReactNode;
}

function ModeButtons<V extends object>({ editor, abilities, actions }: Pick<DetailViewProps<V>, 'editor' | 'abilities' | 'actions'>) {
  const { mode, isNew } = editor;
  if (mode === 'view') {
    return (
      <>
        {actions}
        {abilities?.canDel && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => void editor.remove()}>
            {DETAIL_TEXT.delete}
          </Button>
        )}
        {abilities?.canEdit && (
          <Button leftSection={<IconPencil size={16} />} onClick={editor.startEditing}>
            {DETAIL_TEXT.edit}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <Button variant="default" disabled={mode === 'saving'} onClick={editor.cancel}>
        {isNew ? DETAIL_TEXT.cancel : DETAIL_TEXT.cancelEditing}
      </Button>
      <Button type="submit" loading={mode === 'saving'} leftSection={<IconDeviceFloppy size={16} />}>
        {isNew ? DETAIL_TEXT.save : DETAIL_TEXT.saveChanges}
      </Button>
    </>
  );
}

/**
 * The generic detail view: a header with title, subtitle and the buttons of the current mode
 * (Edit / Delete in view; Save / Cancel in update), then the form.
 */
export function DetailView<V extends object>({ editor, title, subtitle, badges, abilities, actions, children, after }: DetailViewProps<V>) {
  const locked = editor.mode !== 'update';
  return (
    <Stack gap="lg">
      <form
        noValidate
        aria-label={typeof title === 'string' ? title : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.submit();
        }}
      >
        <Stack gap="lg">
          <Paper withBorder p="lg" className={classes.header} data-mode={editor.mode}>
            <Group justify="space-between" gap="md" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 280px', minWidth: 0 }}>
                <Group gap="xs">
                  <Title order={2} fz={22} lineClamp={2}>
                    {title}
                  </Title>
                  {badges}
                </Group>
                {subtitle && (
                  <Text c="dimmed" fz="sm" component="div">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              <Group gap="xs" justify="flex-end" style={{ flex: '0 1 auto' }}>
                <ModeButtons editor={editor} abilities={abilities} actions={actions} />
              </Group>
            </Group>
          </Paper>
          <fieldset disabled={locked} className={classes.fields} data-locked={locked || undefined}>
            <Stack gap="lg">{children}</Stack>
          </fieldset>
        </Stack>
      </form>
      {after}
    </Stack>
  );
}

/** One titled section of a detail form. */
export function DetailSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={3} fz="lg" id={id}>
        {title}
      </Title>
      {description && (
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}
