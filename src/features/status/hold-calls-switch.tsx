import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionMutations } from '@/api/session/session.mutations';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { present } from '@/components/list-row.styles';
import { holdCallsClass } from './hold-calls.styles';
import './status-i18n';

/**
 * Hold calls (core §4 "Hold-calls toggles Y/N"): one tap, optimistic, rolled back on failure. A
 * native checkbox with the switch role (hold-calls.styles.ts says why); the whole box is its label.
 */
export function HoldCallsSwitch() {
  const { t } = useTranslation('status');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const hold = useMutation(sessionMutations.holdCalls(scope, queryClient));
  const current = user.holdCalls === 'Y';
  // What the tap asked for, shown from the tap itself: the mutation's optimistic update comes only
  // after it has cancelled a /api/me refetch in flight (right after a load, say), and until then
  // the controlled switch would snap back. Once the user's value moves (the optimistic update, or
  // the server), that value is shown again, rollbacks included.
  const [asked, setAsked] = useState<{ value: boolean; from: boolean } | null>(null);
  if (asked && asked.from !== current) setAsked(null);
  const on = asked && asked.from === current ? asked.value : current;
  const id = useId();
  return (
    <label className={holdCallsClass.box} data-on={present(on)}>
      <span className={holdCallsClass.text}>
        <span className={holdCallsClass.title} id={`${id}-title`}>
          {t('hold.label')}
        </span>
        <span className={holdCallsClass.help} id={`${id}-help`}>
          {t('hold.help')}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={holdCallsClass.switch}
        checked={on}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const next = event.target.checked;
          setAsked({ value: next, from: current });
          hold.mutate(next ? 'Y' : 'N', { onSettled: () => setAsked(null) });
        }}
      />
    </label>
  );
}
