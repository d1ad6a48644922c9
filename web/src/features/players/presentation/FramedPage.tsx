import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import classes from './PresentationPages.module.css';

/**
 * An embedded link, a video site's player or an uploaded document (a PDF in the browser's own
 * viewer), in a frame. A video site's player reports nothing this page can trust, so its watching
 * is not measured and the page is treated as a link (nothing to finish before Next).
 */
export function FramedPage({ src, title, kind }: { src: string; title: string; kind: 'link' | 'hosted-video' | 'document' }) {
  const external = kind !== 'document';
  return (
    <Box>
      <iframe
        className={kind === 'document' ? classes.document : classes.frame}
        src={src}
        title={title}
        // Other sites run in their own sandbox; our own files (the PDF viewer) need none.
        sandbox={external ? 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation' : undefined}
        allow={kind === 'hosted-video' ? 'fullscreen; picture-in-picture; encrypted-media' : undefined}
        allowFullScreen={kind === 'hosted-video'}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text fz="xs" c="dimmed">
          {kind === 'hosted-video' ? LEARNING_TEXT.hostedVideoNote : ''}
        </Text>
        <Anchor href={src} target="_blank" rel="noopener noreferrer" fz="sm">
          <Group gap={4} wrap="nowrap">
            {LEARNING_TEXT.openInNewTab}
            <IconExternalLink size={14} stroke={1.7} />
          </Group>
        </Anchor>
      </Group>
    </Box>
  );
}
