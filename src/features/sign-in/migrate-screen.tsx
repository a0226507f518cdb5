import { Card, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { signInMutations } from '@/api/sign-in/sign-in.mutations';
import type { MigrateResponse } from '@/contract/sign-in';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import { ErrorAlert } from './error-alert';
import { MigrateChangeForm } from './migrate-change-form';
import { MigrateComplete } from './migrate-complete';
import { MigrateLoginForm } from './migrate-login-form';
import { storeMigrationCookies } from './migration-cookies';
import { SupportFooter } from './support-footer';
import './sign-in-i18n';

type View = 'login' | 'change' | 'complete';

/** The login-migration page at #migrate (billing-account §2, §4 Login migration, §8). */
export function MigrateScreen() {
  const { t } = useTranslation('sign-in');
  const [view, setView] = useState<View>('login');
  const [credentials, setCredentials] = useState<{ username: string; password: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const migrate = useSingleFlightMutation(signInMutations.migrate(window.location.origin));
  const title = view === 'complete' ? t('migrate.complete') : view === 'change' ? t('migrate.changePassword') : t('migrate.title');
  usePageTitle(title);

  const handle = (answer: MigrateResponse) => {
    if (answer.activeUser && answer.sessionKey && answer.identityKey) {
      storeMigrationCookies(answer.sessionKey, answer.identityKey);
      setProblem(null);
      setView('complete');
    } else if (answer.invalidPassword || answer.loginNotFound) {
      setProblem(t('migrate.incorrect'));
      setView('login');
    } else if (answer.passwordComplexityFailed) {
      setProblem(answer.error ?? null);
      setView('change');
    } else {
      setProblem(answer.error ?? t('migrate.incorrect'));
    }
  };
  const send = (input: { username: string; password: string; newPassword?: string }) => {
    setProblem(null);
    migrate.mutate(input, { onSuccess: handle, onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <PublicFrame footer={<SupportFooter />}>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <ErrorAlert title={t('migrate.errorTitle')} message={problem} />
          {view === 'login' ? (
            <MigrateLoginForm
              pending={migrate.isPending}
              onSubmit={(username, password) => {
                setCredentials({ username, password });
                send({ username, password });
              }}
            />
          ) : null}
          {view === 'change' && credentials ? (
            <MigrateChangeForm pending={migrate.isPending} onSubmit={(newPassword) => send({ ...credentials, newPassword })} />
          ) : null}
          {view === 'complete' ? <MigrateComplete /> : null}
        </Card.Body>
      </Card.Root>
    </PublicFrame>
  );
}
