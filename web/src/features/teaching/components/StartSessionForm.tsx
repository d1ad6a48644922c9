import { useState } from 'react';
import { Button, Paper, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { TEACHING_LIMITS, TEACHING_PATHS, TEACHING_TEXT as T, type TeachingAudience } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { useStartTeachingSessionMutation, useTeachingGroupsQuery, useTeachingSlidesQuery } from '../api';

/** 'Start a session' (managers and above): a slide they may teach (GET /teaching/slides), a group of their organization or a link, a title. */
export function StartSessionForm({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  const { data: slides = [], isSuccess: slidesListed } = useTeachingSlidesQuery();
  const { data: groups = [] } = useTeachingGroupsQuery(orgId);
  const [start, { isLoading }] = useStartTeachingSessionMutation();
  const [sessionId] = useState(() => crypto.randomUUID());
  const [slideId, setSlideId] = useState<string | null>(null);
  const [kind, setKind] = useState<'group' | 'link'>('link');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!slideId || !title.trim() || (kind === 'group' && !groupId)) return setError('Choose a slide, an audience and a title.');
    const audience: TeachingAudience = kind === 'group' ? { kind: 'group', groupId: groupId! } : { kind: 'link' };
    const result = await start({ id: sessionId, slideId, title: title.trim(), audience });
    if ('error' in result) return setError(isApiFailure(result.error) ? result.error.message : 'The session could not be started.');
    showToast({ message: 'Session started', level: 'info' });
    void navigate(TEACHING_PATHS.session(result.data.id));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{T.start}</Title>
        <Select
          label="Slide"
          description={slidesListed && slides.length === 0 ? T.noSlides : undefined}
          data={slides.map((s) => ({ value: s.itemid, label: s.name }))}
          value={slideId}
          onChange={setSlideId}
          searchable
        />
        {/* Radios rather than a segmented control: the link audience's long label fits a phone's width. */}
        <Radio.Group label="Audience" value={kind} onChange={(value) => setKind(value === 'group' ? 'group' : 'link')}>
          <Stack gap={6} mt={4}>
            <Radio value="link" label="Anyone of my organization with the link" />
            <Radio value="group" label="A group" />
          </Stack>
        </Radio.Group>
        {kind === 'group' && <Select label="Group" data={groups.map((g) => ({ value: g.itemid, label: g.name }))} value={groupId} onChange={setGroupId} />}
        <TextInput label="Title" value={title} maxLength={TEACHING_LIMITS.titleMax} onChange={(e) => setTitle(e.currentTarget.value)} />
        {error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {error}
          </div>
        )}
        <Button onClick={() => void submit()} loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          {T.start}
        </Button>
      </Stack>
    </Paper>
  );
}
