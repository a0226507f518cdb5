import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activityQueries } from '@/api/activity/activity.queries';
import { useSessionScope } from '@/app/session/session';
import { listRowClass, present } from '@/components/list-row.styles';
import { TabList, TabPanel, Tabs } from '@/components/tabs';
import { touchTargetCss } from '@/components/touch-target';
import type { MessagesRecentResponse } from '@/contract/activity';
import { displayFrom, isUnread, previewText } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
// The panel's texts are in the dashboard namespace: registering the whole activity namespace here
// put both languages of the activity list's texts into the dashboard's first load.
import './dashboard-i18n';
import { recentItemClass } from './recent-item.styles';

const SHOWN = 6;
/**
 * The height of SHOWN items (py 2, a 1.5rem name line and an sm preview line of 1.3125rem, a 1px
 * rule between; recent-item.styles.ts): the list keeps it while loading, empty or short, so the
 * cards below never move when the list arrives (issue 11: CLS <= 0.02).
 */
const LIST_MIN_HEIGHT = `calc(${SHOWN} * 3.8125rem + ${SHOWN - 1}px)`;

function SeeAll({ to, label }: { to: '/activity' | '/chat-activity'; label: string }) {
  return (
    // Its tap area reaches 44 px into the 12 px above it and the card's padding below, not the list.
    <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm" css={touchTargetCss}>
      <RouterLink to={to}>
        {label}
        <ArrowRight size={14} aria-hidden />
      </RouterLink>
    </ChakraLink>
  );
}

interface RecentItem {
  key: number;
  unread: boolean;
  name: string;
  /** When it happened (ISO date-time). */
  when: string;
  preview: string;
  /** Wraps the item's lines in its link (with the class recentItemClass.link). */
  link: (children: ReactNode) => ReactNode;
}

interface RecentListProps {
  items: (recent: MessagesRecentResponse) => RecentItem[];
  unreadCount: (recent: MessagesRecentResponse) => number;
  errorText: string;
  emptyText: string;
  listLabel: string;
  seeAll: ReactNode;
}

/** The latest few of one kind from GET /api/messages: unread badge, the items (or loading, error, empty) and See all. */
function RecentList({ items, unreadCount, errorText, emptyText, listLabel, seeAll }: RecentListProps) {
  const { t } = useTranslation('dashboard');
  const scope = useSessionScope();
  const recent = useQuery(activityQueries.recent(scope));
  // The answer comes through the query cache, an external store whose changes React renders in
  // one synchronous task; the deferred copy renders the list in time slices instead (issue 11).
  // The skeleton stays until that copy is ready.
  const data = useDeferredValue(recent.data);
  const shown = data ? items(data).slice(0, SHOWN) : [];
  const unread = data ? unreadCount(data) : 0;

  let body;
  if (!data && !recent.isError) {
    body = (
      <div className={recentItemClass.placeholders} aria-busy="true" aria-label={t('recent.loading')} role="status">
        {Array.from({ length: SHOWN }, (_, i) => (
          <div key={i} className={recentItemClass.placeholder}>
            <div className={recentItemClass.line}>
              <span className={recentItemClass.bone} style={{ height: '1rem', width: '40%' }} />
              <span className={recentItemClass.bone} style={{ height: '0.75rem', width: '5rem', marginInlineStart: 'auto' }} />
            </div>
            <div className={recentItemClass.line}>
              <span className={recentItemClass.bone} style={{ height: '0.75rem', width: '75%' }} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (recent.isError) {
    body = (
      <Flex align="center" gap={3} color="fg.muted" fontSize="sm" role="alert">
        {errorText}
        <Button size="xs" variant="outline" onClick={() => void recent.refetch()}>
          {t('recent.retry')}
        </Button>
      </Flex>
    );
  } else if (shown.length === 0) {
    body = <Text color="fg.muted">{emptyText}</Text>;
  } else {
    body = (
      <ul className={recentItemClass.list} aria-label={listLabel}>
        {shown.map((item) => (
          <li key={item.key} className={recentItemClass.item} data-unread={present(item.unread)}>
            {item.link(
              <>
                <span className={listRowClass.head}>
                  {item.unread ? <span className={listRowClass.dot} aria-hidden /> : null}
                  <span className={listRowClass.name}>{item.name}</span>
                  <span className={recentItemClass.when}>{formatDateTime(item.when)}</span>
                </span>
                <span className={listRowClass.preview}>{item.preview}</span>
              </>,
            )}
          </li>
        ))}
      </ul>
    );
  }

  // The badge's line and the list's height are reserved whatever arrives (see LIST_MIN_HEIGHT).
  return (
    <Box py={2}>
      <Flex minH="6" mb={2} align="center">
        {unread > 0 ? <Badge colorPalette="brand">{t('recent.unread', { count: unread })}</Badge> : null}
      </Flex>
      <Box minH={LIST_MIN_HEIGHT}>{body}</Box>
      <Box mt={3}>{seeAll}</Box>
    </Box>
  );
}

/** The latest activity items (GET /api/messages), each opening its detail on /activity/{id}. */
function RecentActivity() {
  const { t } = useTranslation('dashboard');
  const { t: tShell } = useTranslation('shell');
  return (
    <RecentList
      items={(recent) =>
        recent.userMessages.map((m) => ({
          key: m.messageId,
          unread: isUnread(m),
          name: displayFrom(m),
          when: m.taken,
          preview: previewText(m),
          link: (children) => (
            <RouterLink to="/activity/$messageId" params={{ messageId: m.messageId }} className={recentItemClass.link}>
              {children}
            </RouterLink>
          ),
        }))
      }
      unreadCount={(recent) => recent.unreadMessageCount}
      errorText={t('recent.error')}
      emptyText={t('recent.empty')}
      listLabel={t('recent.label')}
      seeAll={<SeeAll to="/activity" label={tShell('screens.dashboard.seeAllActivity')} />}
    />
  );
}

/** The latest chats (the same GET /api/messages answer), each opening on /chat-activity. */
function RecentChats() {
  const { t } = useTranslation('dashboard');
  const { t: tShell } = useTranslation('shell');
  return (
    <RecentList
      items={(recent) =>
        recent.pureChats.map((c) => {
          const last = c.messages.at(-1);
          return {
            key: c.chatId,
            unread: c.read !== 'Y',
            name: c.visitorFullName ?? c.visitorEmail ?? c.visitorPhone ?? t('recent.visitor'),
            when: c.created,
            preview: last ? `${last.author}: ${last.message}` : (c.outcome ?? c.accountName),
            link: (children) => (
              <RouterLink to="/chat-activity" search={{ chat: c.chatId }} className={recentItemClass.link}>
                {children}
              </RouterLink>
            ),
          };
        })
      }
      unreadCount={(recent) => recent.unreadChatCount}
      errorText={t('recent.chatsError')}
      emptyText={t('recent.noChats')}
      listLabel={t('recent.chatsLabel')}
      seeAll={<SeeAll to="/chat-activity" label={tShell('screens.dashboard.seeAllChats')} />}
    />
  );
}

/** Recent Activity and, with chat service, Recent Chats (tabs only when chat is enabled). */
export function RecentPanel({ withChats }: { withChats: boolean }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [tab, setTab] = useState<'activity' | 'chats'>('activity');
  if (!withChats) {
    return (
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header pb={2}>
          <Heading as="h2" size="md">
            {t('screens.dashboard.recentActivity')}
          </Heading>
        </Card.Header>
        <Card.Body pt={2}>
          <RecentActivity />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body>
        <Tabs>
          <TabList
            id={id}
            value={tab}
            onChange={setTab}
            tabs={[
              { value: 'activity', label: t('screens.dashboard.recentActivity') },
              { value: 'chats', label: t('screens.dashboard.recentChats') },
            ]}
          />
          <TabPanel id={id} value="activity" selected={tab}>
            <RecentActivity />
          </TabPanel>
          <TabPanel id={id} value="chats" selected={tab}>
            <RecentChats />
          </TabPanel>
        </Tabs>
      </Card.Body>
    </Card.Root>
  );
}
