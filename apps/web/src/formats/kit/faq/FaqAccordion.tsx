import { Accordion, Text } from '@mantine/core';

/** Questions that open to their answers (several may be open at once). */
export function FaqAccordion({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <Accordion variant="separated" multiple>
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
