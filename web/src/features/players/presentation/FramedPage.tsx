import { Alert, Anchor, Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink, IconFrameOff } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { useSiteQuery } from '../api';
import { embeddable } from './pageMedia';
import classes from './PresentationPages.module.css';

const FRAME_CLASS = { document: classes.document, link: `${classes.frame} ${classes.page}`, 'hosted-video': classes.frame };

/**
 * An embedded link, a video site's player or an uploaded document (a PDF in the browser's own
 * viewer), in a frame. A video site's player reports nothing this page can trust, so its watching
 * is not measured and the page is treated as a link (nothing to finish before Next). A page from a
 * site the administrators have not allowed would be a blank frame: it says so, with the link.
 */
export function FramedPage({ src, title, kind }: { src: string; title: string; kind: 'link' | 'hosted-video' | 'document' }) {
  const { data: site, isError } = useSiteQuery();
  const allowed = embeddable(src, site?.embedOrigins ?? [], window.location.origin);
  // Our own pages frame at once; another site's wait for the allowed origins (a failed call allows none).
  if (!allowed && !site && !isError) return <Loader size="sm" aria-label={LEARNING_TEXT.loadingPage} />;
  if (!allowed) return <CannotEmbed src={src} />;
  const external = kind !== 'document';
  return (
    <Box>
      <iframe
        className={FRAME_CLASS[kind]}
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

/** What shows instead of a frame the site's content security policy would refuse. */
function CannotEmbed({ src }: { src: string }) {
  return (
    <Alert color="orange" variant="light" icon={<IconFrameOff size={18} />} title={LEARNING_TEXT.cannotEmbed}>
      <Text fz="sm">{LEARNING_TEXT.cannotEmbedWhy(new URL(src, window.location.origin).host)}</Text>
      <Button
        component="a"
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        mt="sm"
        variant="light"
        color="orange"
        rightSection={<IconExternalLink size={16} stroke={1.7} />}
      >
        {LEARNING_TEXT.openInNewTab}
      </Button>
    </Alert>
  );
}
