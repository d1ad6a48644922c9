import { Image, Stack, Text, Title } from '@mantine/core';
import type { PlayerQuizPage } from '@cytocampus/contracts';
import { quizFileUrl } from './quizRules';

/** A quiz page's items in order: headers, text and images (spec part 2 section 3). */
export function QuizPageItems({ items }: { items: PlayerQuizPage['items'] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        if (item.type === 'header')
          return (
            <Title key={index} order={3} fz="lg">
              {item.value}
            </Title>
          );
        if (item.type === 'image')
          return item.src ? <Image key={index} src={quizFileUrl(item.src)} alt={item.value || ''} radius="md" maw={720} fit="contain" /> : null;
        return (
          <Text key={index} style={{ whiteSpace: 'pre-wrap' }}>
            {item.value}
          </Text>
        );
      })}
    </Stack>
  );
}
