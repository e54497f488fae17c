import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketFormValues,
  ticketFormSchema,
} from '@lp/shared/helpdesk';
import { Alert, Button, Card, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { loadChallengeWidget } from '../../auth/index.ts';
import { useCreateTicket } from '../api/create-ticket.ts';

const ChallengeWidget = lazy(async () => ({
  default: await loadChallengeWidget(),
}));

/** SPEC §5 "Helpdesk: all fields required plus a captcha": the learner's ticket form. */
export function TicketForm({ prefill }: { prefill?: Partial<TicketFormValues> }) {
  const { t } = useTranslation('helpdesk');
  const create = useCreateTicket();
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: ticketFormSchema,
    initialValues: {
      category: '',
      problem: '',
      details: '',
      priority: 'medium',
      ...prefill,
    } as TicketFormValues,
  });

  // A solution is accepted once: every attempt gets a fresh challenge.
  const nextChallenge = () => {
    setPayload(null);
    setRound((r) => r + 1);
  };

  const submit = form.onSubmit((values) => {
    if (!payload) {
      setFailure(t('form.captchaNeeded'));
      return;
    }
    setFailure(null);
    create.mutate(
      { ...values, altcha: payload },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'green', message: t('form.submitted') });
        },
        onError: (error) => setFailure(`${t('form.failed')} ${errorMessage(error, '')}`.trim()),
        onSettled: nextChallenge,
      },
    );
  });

  const options = <K extends string>(values: readonly K[], group: 'categories' | 'priorities') =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as 'categories.account') }));

  return (
    <Card withBorder component="section" aria-labelledby="ticket-form-title">
      <Title order={2} size="h4" mb="sm" id="ticket-form-title">
        {t('form.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('form.category')}
            data={options(TICKET_CATEGORIES, 'categories')}
            withAsterisk
            {...form.getInputProps('category')}
          />
          <TextInput
            label={t('form.problem')}
            placeholder={t('form.problemPlaceholder')}
            withAsterisk
            {...form.getInputProps('problem')}
          />
          <Textarea
            label={t('form.details')}
            placeholder={t('form.detailsPlaceholder')}
            autosize
            minRows={4}
            withAsterisk
            {...form.getInputProps('details')}
          />
          <Select
            label={t('form.priority')}
            data={options(TICKET_PRIORITIES, 'priorities')}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
          <Suspense fallback={<Text size="sm">…</Text>}>
            <ChallengeWidget key={round} purpose="helpdesk" onVerified={setPayload} />
          </Suspense>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
