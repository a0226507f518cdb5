import type { GlobalStyleObject } from '@chakra-ui/react';
import { initialsAvatarRules } from '@/components/initials-avatar.styles';
import { listRowRules } from '@/components/list-row.styles';
import { scrollHintRules } from '@/components/scroll-hint';
import { tabsRules } from '@/components/tabs.styles';
import { contactRowRules } from '@/features/contacts/contact-row.styles';
import { recentItemRules } from '@/features/dashboard/recent-item.styles';
import { holdCallsRules } from '@/features/status/hold-calls.styles';
import { statusListRules } from '@/features/status/status-list.styles';
import { splashRules } from '@/features/shell/splash.styles';
import { conversationRowRules } from '@/features/text/conversation-row.styles';

/**
 * Class rules written into the page's build-time global stylesheet beside Chakra's own
 * (scripts/chakra-global-css.ts), for elements rendered too many times at once to resolve Chakra
 * style props for each (docs/architecture.md, "What a screen renders on its first load"). Only the
 * stylesheet's generator and tests import this; components use the class names.
 */
export const staticGlobalCss: GlobalStyleObject = {
  ...listRowRules(),
  ...conversationRowRules(),
  ...contactRowRules(),
  ...recentItemRules(),
  ...holdCallsRules(),
  ...statusListRules(),
  ...tabsRules(),
  ...scrollHintRules(),
  ...initialsAvatarRules(),
  ...splashRules(),
};
