import '@mantine/tiptap/styles.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { LinkPromptControl } from './LinkPromptControl';
import { RICH_TEXT_EXTENSIONS } from './richTextExtensions';
import classes from './RichTextField.module.css';

export interface RichTextFieldProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  readOnly?: boolean;
}

/**
 * The shared rich-text editor (spec part 1 section 2): bold, italic, underline, headings, lists,
 * quotes, and links typed, pasted or set through the 'Enter the URL of the link:' prompt.
 * Announcements, community messages and the schema form's 'richtext' widget use it.
 */
export function RichTextField({ value, onChange, label, description, error, withAsterisk, readOnly = false }: RichTextFieldProps) {
  const id = useId();
  const emitted = useRef(value);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` } },
    onUpdate: ({ editor: current }) => {
      // An emptied editor holds '<p></p>'; the value is '' so 'Required' can apply.
      emitted.current = current.isEmpty ? '' : current.getHTML();
      changed.current(emitted.current);
    },
  });

  // A value from outside (the saved item, a push from another tab) replaces what is shown.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // The editor is a contenteditable, not a Mantine input: it is tied to its error and description by hand.
  useEffect(() => {
    const describedBy = [error ? `${id}-error` : null, description ? `${id}-description` : null].filter(Boolean).join(' ');
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, id, error, description]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
    >
      <RichTextEditor editor={editor} className={classes.editor} data-readonly={readOnly || undefined} data-error={error ? true : undefined} mt={4}>
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={64}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <LinkPromptControl />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
