import './leads-i18n';
import { Box, Card, Center, Field, Flex, Heading, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { leadsQueries } from '@/api/leads/leads.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { AccountSelect } from '@/components/account-select';
import { ContactLinkScope, LinkedText, type RenderContactLink } from '@/components/contact-links';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import type { Lead } from '@/contract/leads';
import { formatDateTime, formatTime } from '@/lib/dates';
import { globalAdminAccounts } from '@/lib/roles';
import { leadAnswers } from './logic/lead-answers';

/** A chat participant id of 2 is the website visitor; others are the agent. */
const VISITOR = 2;

interface LeadsScreenProps {
  /** The contact-link menu on the lead's numbers and addresses (the route passes it): call, text or save the lead. */
  renderContactLink?: RenderContactLink;
}

/** Web Leads (/leads, billing-account §2): GLOBALADMIN accounts, a lead, its transcript and collected answers. */
export function LeadsScreen({ renderContactLink }: LeadsScreenProps = {}) {
  const { t } = useTranslation('leads');
  const user = useCurrentUser();
  const accounts = useMemo(() => globalAdminAccounts(user), [user]);
  if (accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <LeadsView accounts={accounts} renderContactLink={renderContactLink} />;
}

function LeadsView({ accounts, renderContactLink }: LeadsScreenProps & { accounts: { accountId: number; accountName: string }[] }) {
  const { t } = useTranslation('leads');
  const scope = useSessionScope();
  const [accountId, setAccountId] = useState(accounts[0]!.accountId);
  const [leadId, setLeadId] = useState<number | null>(null);
  const leads = useQuery(leadsQueries.list(scope, accountId));
  const lead = leads.data?.find((l) => l.leadId === leadId) ?? leads.data?.[0];

  let body;
  if (leads.isPending) body = <Skeleton height="80" role="status" aria-label={t('loading')} />;
  else if (leads.isError) body = <ErrorState message={errorMessage(leads.error)} onRetry={() => void leads.refetch()} />;
  else if (!lead) body = <EmptyState icon={<MessagesSquare size={28} />} title={t('empty')} description={t('emptyText')} />;
  else
    body = (
      <ContactLinkScope render={renderContactLink} accountId={accountId}>
        <LeadDetail lead={lead} />
      </ContactLinkScope>
    );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Flex gap={4} wrap="wrap" align="flex-end" mb={4}>
        <AccountSelect
          accounts={accounts}
          value={accountId}
          onChange={(id) => {
            setAccountId(id);
            setLeadId(null);
          }}
          label={t('account')}
        />
        <Field.Root maxW={{ base: 'full', md: '96' }} disabled={!leads.data?.length}>
          <Field.Label>{t('lead')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={lead?.leadId ?? ''} onChange={(e) => setLeadId(Number(e.currentTarget.value))}>
              {(leads.data ?? []).map((l) => (
                <option key={l.leadId} value={l.leadId}>
                  {`${l.title} · ${formatDateTime(l.created)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {body}
    </>
  );
}

function LeadDetail({ lead }: { lead: Lead }) {
  const { t } = useTranslation('leads');
  const answers = leadAnswers(lead, (v) => (v ? t('yes') : t('no')));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4} alignItems="start">
      <Card.Root as="section" aria-labelledby="lead-transcript" variant="outline">
        <Card.Header>
          <Heading as="h2" size="md" id="lead-transcript">
            {t('transcript')}
          </Heading>
          {/* The lead select's text ends with this time, and a phone's select cuts it off. */}
          <Text fontSize="sm" color="fg.muted">
            {t('received', { when: formatDateTime(lead.created) })}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack as="ol" gap={2} listStyleType="none" aria-labelledby="lead-transcript">
            {lead.messages.map((m) => {
              const visitor = m.chatParticipantId === VISITOR;
              return (
                <Box as="li" key={m.chatMessageId} alignSelf={visitor ? 'flex-start' : 'flex-end'} maxW="85%" bg={visitor ? 'bg.muted' : 'brand.subtle'} rounded="md" px={3} py={2}>
                  <Text fontSize="xs" color="fg.muted">
                    {visitor ? t('visitor') : t('agent')} · {formatTime(m.added)}
                  </Text>
                  <Text>
                    <LinkedText text={m.textContents} />
                  </Text>
                </Box>
              );
            })}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="lead-insights" variant="outline">
        <Card.Header>
          <Heading as="h2" size="md" id="lead-insights">
            {t('insights')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {answers.length === 0 ? (
            <Center py={6}>
              <Text color="fg.muted">{t('empty')}</Text>
            </Center>
          ) : (
            <Table.Root size="sm" aria-labelledby="lead-insights">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('question')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('answer')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {answers.map((a) => (
                  <Table.Row key={a.question}>
                    <Table.Cell fontWeight="medium">{a.question}</Table.Cell>
                    <Table.Cell wordBreak="break-word">
                      <LinkedText text={a.answer} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
