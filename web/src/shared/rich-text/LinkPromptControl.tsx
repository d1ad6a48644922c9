import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { IconLink } from '@tabler/icons-react';
import { openPrompt } from '../feedback/PromptDialog';
import { showToast } from '../feedback/toast';
import { normalizeLinkUrl } from './linkUrl';
import { LINK_PROMPT } from './richTextExtensions';

const NOT_A_LINK = 'Links must be web (http or https) or e-mail addresses.';

/**
 * The link button: asks 'Enter the URL of the link:' and links the selection (or the word under
 * the cursor's existing link); with nothing selected it inserts the address as a link. A blank
 * answer removes the link.
 */
export function LinkPromptControl() {
  const { editor } = useRichTextEditorContext();
  const active = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('link') ?? false }) ?? false;

  const ask = async () => {
    if (!editor) return;
    const current = editor.getAttributes('link') as { href?: string };
    const answer = await openPrompt({ label: LINK_PROMPT, initialValue: current.href ?? '', placeholder: 'https://' });
    if (answer === null || editor.isDestroyed) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (answer.trim() === '') return void chain.unsetLink().run();
    const href = normalizeLinkUrl(answer);
    if (!href) return void showToast({ message: NOT_A_LINK, level: 'warning' });
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  return (
    <RichTextEditor.Control onClick={() => void ask()} active={active} aria-label="Link" title="Link">
      <IconLink size={16} stroke={1.5} />
    </RichTextEditor.Control>
  );
}
