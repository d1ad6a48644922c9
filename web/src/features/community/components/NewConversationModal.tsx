import { useMemo, useState } from 'react';
import { Group, Modal, MultiSelect, Stack, Text, TextInput, type ComboboxItem, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { COMMUNITY_PATHS, THREAD_LIMITS, type PersonRef } from '@cytocampus/contracts';
import { useCreateThreadMutation, useThreadPeopleQuery } from '../api';
import { refusalText } from '../refusal';
import { Composer } from './Composer';
import { PersonAvatar } from './PersonAvatar';

/** Ours: a conversation needs someone to talk to. */
export const PEOPLE_REQUIRED = 'Choose at least one person.';

/** Whom the viewer may write to (GET /threads/people, searched by the server), with the people already chosen kept. */
function PeoplePicker({ value, onChange }: { value: PersonRef[]; onChange: (people: PersonRef[]) => void }) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const { data: found = [], isFetching } = useThreadPeopleQuery({ search: searched || undefined, limit: 50 });
  const byId = useMemo(() => new Map([...value, ...found].map((person) => [person.id, person])), [value, found]);
  const data = [...byId.values()].map((person) => ({ value: person.id, label: person.name }));
  const renderOption: MultiSelectProps['renderOption'] = ({ option }: { option: ComboboxItem }) => (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar person={byId.get(option.value)} size={26} />
      <Text fz="sm">{option.label}</Text>
    </Group>
  );
  return (
    <MultiSelect
      label="People"
      placeholder={value.length === 0 ? 'Search for people' : undefined}
      data={data}
      value={value.map((person) => person.id)}
      onChange={(ids) => onChange(ids.map((id) => byId.get(id)).filter((person): person is PersonRef => person !== undefined))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already (names it may show): every option it answered is a match.
      filter={({ options }) => options}
      renderOption={renderOption}
      maxValues={THREAD_LIMITS.conversationPeople}
      nothingFoundMessage={isFetching ? 'Searching…' : 'Nobody found.'}
      hidePickedOptions
      required
      data-autofocus
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );
}

function NewConversationForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [create] = useCreateThreadMutation();
  const [people, setPeople] = useState<PersonRef[]>([]);
  const [title, setTitle] = useState('');
  const [ids] = useState(() => ({ id: crypto.randomUUID(), messageId: crypto.randomUUID() }));
  return (
    <Stack gap="md">
      <PeoplePicker value={people} onChange={setPeople} />
      <TextInput
        label="Title"
        description="Optional: the people's names stand in."
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={THREAD_LIMITS.titleChars}
      />
      <Composer
        label="Message"
        showLabel
        size="roomy"
        submitLabel="Send"
        validate={() => (people.length === 0 ? PEOPLE_REQUIRED : null)}
        onSubmit={async (message, attachments) => {
          const body = { ...ids, userIds: people.map((person) => person.id), message, attachments, ...(title.trim() ? { title: title.trim() } : {}) };
          const result = await create(body);
          if (result.error) return refusalText(result.error);
          onClose();
          void navigate(COMMUNITY_PATHS.thread(result.data.id));
          return null;
        }}
      />
    </Stack>
  );
}

/** 'New conversation': people, an optional title, and the first message. */
export function NewConversationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="New conversation" size="xl" centered>
      <NewConversationForm onClose={onClose} />
    </Modal>
  );
}
