import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
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
  const on = user.holdCalls === 'Y';
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
        onChange={(event) => hold.mutate(event.target.checked ? 'Y' : 'N')}
      />
    </label>
  );
}
